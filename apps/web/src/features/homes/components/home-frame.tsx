import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { PageBreadcrumbs, type BreadcrumbItem } from '@/components/ui/page-breadcrumbs';
import classes from './home-frame.module.css';

export interface HomeFrameProps {
  breadcrumbs: readonly BreadcrumbItem[];
  /** 'Welcome {name}'; null while the name loads. */
  title: string | null;
  subtitle: ReactNode;
  documentTitle: string;
  children: ReactNode;
}

/** A home's frame: breadcrumb trail and welcome on a light band, then the page's panels. */
export function HomeFrame({ breadcrumbs, title, subtitle, documentTitle, children }: HomeFrameProps) {
  useEffect(() => {
    document.title = `${documentTitle} · Benefit Store`;
  }, [documentTitle]);

  return (
    <>
      <div className={classes.band}>
        <Container size="lg">
          <Stack gap={10}>
            {breadcrumbs.length > 0 ? <PageBreadcrumbs items={breadcrumbs} /> : null}
            {title === null ? (
              <Skeleton height={36} width="60%" radius="sm" aria-label="Loading" />
            ) : (
              <Title order={1} className={classes.title}>
                {title}
              </Title>
            )}
            <Text c="dimmed" maw={640}>
              {subtitle}
            </Text>
          </Stack>
        </Container>
      </div>
      <Container size="lg" className={classes.body}>
        <Stack gap="lg">{children}</Stack>
      </Container>
    </>
  );
}

/** A white panel of a home page. */
export function HomePanel({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <Paper component="section" aria-labelledby={labelledBy} radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs" className={classes.panel}>
      {children}
    </Paper>
  );
}

import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList, IconListSearch, IconShieldCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useMenuCategories } from '@/features/catalog/api/use-menu-categories';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { useBranding } from '@/features/sites/branding/use-branding';
import { BrandHero } from '@/features/sites/components/brand-hero';
import { useHostContext } from '@/features/sites/use-host-context';
import classes from './landing.module.css';

const STEPS = [
  { icon: IconClipboardList, title: 'Tell us about you', text: 'Your zip code, date of birth and who you want to cover.' },
  { icon: IconListSearch, title: 'Compare plans', text: 'See benefits and monthly prices side by side, by category.' },
  { icon: IconShieldCheck, title: 'Enroll online', text: 'Pick an effective date and complete a secure enrollment.' },
] as const;

/**
 * The landing page (`/`, `/:landing`, and the entry routes of later issues for now): the
 * brand's hero, and beside it the region the plan finder occupies.
 */
export function LandingRoute() {
  const { branding, isPending } = useBranding();
  const { hostKind } = useHostContext();
  const menu = useMenuCategories({ isDomainSite: hostKind === 'domain-site' });

  useEffect(() => {
    if (!isPending) document.title = branding.name === 'Benefit Store' ? 'Benefit Store' : `${branding.name} · Benefit Store`;
  }, [branding.name, isPending]);

  const categories = menu.data ?? [];
  return (
    <>
      <BrandHero
        branding={branding}
        isPending={isPending}
        aside={
          <Paper
            component="section"
            aria-labelledby="finder-title"
            radius="lg"
            p={{ base: 'lg', sm: 'xl' }}
            shadow="xl"
            data-slot="plan-finder"
          >
            <Stack gap="md">
              <div>
                <Title order={2} id="finder-title" fz="h3" c="brand.9">
                  Browse plans by category
                </Title>
                <Text c="dimmed" fz="sm" mt={4}>
                  Choose a category to see the plans available to you.
                </Text>
              </div>
              {categories.length > 0 || menu.isPending ? (
                <CategoryTiles categories={categories} isPending={menu.isPending} />
              ) : (
                <Text c="dimmed">Plans are not available right now. Please call us and we will help you.</Text>
              )}
            </Stack>
          </Paper>
        }
      />
      <Container size="lg" component="section" aria-labelledby="how-title" className={classes.how}>
        <Title order={2} id="how-title" ta="center" c="brand.9">
          How it works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'sm', sm: 'lg' }} mt="xl">
          {STEPS.map(({ icon: StepIcon, title, text }, index) => (
            <Paper key={title} radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder className={classes.step}>
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden className={classes.stepIcon}>
                <StepIcon size={26} stroke={1.7} />
              </ThemeIcon>
              <div>
                <Text fz="xs" fw={700} c="accent.8" tt="uppercase" lts="0.06em">
                  Step {index + 1}
                </Text>
                <Title order={3} mt={4}>
                  {title}
                </Title>
                <Text c="dimmed" mt={6}>
                  {text}
                </Text>
              </div>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface BreadcrumbItem {
  label: string;
  /** Without a link the item is the current page (the last one) or a plain label. */
  to?: string;
}

export interface PageBreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}

/** A page's trail (Home, Plans, Cart...): links, with the current page marked for assistive technology. */
export function PageBreadcrumbs({ items }: PageBreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6} fz="sm" styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return item.to && !isCurrent ? (
            <Anchor key={`${item.label}-${index}`} component={Link} to={item.to} fz="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={`${item.label}-${index}`} component="span" fz="sm" c="dimmed" aria-current={isCurrent ? 'page' : undefined}>
              {item.label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}

import { Accordion, Paper, Stack, Title } from '@mantine/core';
import type { PlanDetailData } from '@benefit-store/domain';
import { SafeHtml } from '@/components/ui/safe-html';
import classes from './plan-sections.module.css';

/** The plan's description, then its exclusions (expandable), example and FAQ: all sanitised server HTML. */
export function PlanSections({ desc }: { desc: PlanDetailData['plan_desc'] }) {
  const extras = [
    { key: 'exclusions', title: desc.exclusions_text_name || 'Limitations & Exclusions', html: desc.exclusions_text },
    { key: 'example', title: desc.example_text_name || 'Example', html: desc.example_text },
    { key: 'faq', title: desc.faq_text_name || 'Frequently Asked Questions', html: desc.faq_text },
  ].filter((section): section is { key: string; title: string; html: string } => Boolean(section.html));

  return (
    <Stack gap="lg">
      {desc.body_text ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="plan-description-title">
          <Title order={2} fz="h3" id="plan-description-title" mb="sm">
            Plan details
          </Title>
          <SafeHtml html={desc.body_text} className={classes.html} />
        </Paper>
      ) : null}
      {extras.length > 0 ? (
        <Accordion variant="separated" radius="md" multiple chevronPosition="right" classNames={{ item: classes.accordionItem }}>
          {extras.map((section) => (
            <Accordion.Item key={section.key} value={section.key}>
              <Accordion.Control>
                <Title order={2} fz="md">
                  {section.title}
                </Title>
              </Accordion.Control>
              <Accordion.Panel>
                <SafeHtml html={section.html} className={classes.html} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
    </Stack>
  );
}

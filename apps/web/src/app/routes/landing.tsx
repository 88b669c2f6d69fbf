import { Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList, IconListSearch, IconShieldCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useMenuCategories } from '@/features/catalog/api/use-menu-categories';
import { FeaturedPlans, LandingFinder, landingVariantOf, RecommendedStrip } from '@/features/landing';
import { useBranding } from '@/features/sites/branding/use-branding';
import { BrandHero } from '@/features/sites/components/brand-hero';
import { useHostContext } from '@/features/sites/use-host-context';
import { useStoredSession } from '@/lib/use-stored-session';
import classes from './landing.module.css';

const STEPS = [
  { icon: IconClipboardList, title: 'Tell us about you', text: 'Your zip code, date of birth and who you want to cover.' },
  { icon: IconListSearch, title: 'Compare plans', text: 'See benefits and monthly prices side by side, by category.' },
  { icon: IconShieldCheck, title: 'Enroll online', text: 'Pick an effective date and complete a secure enrollment.' },
] as const;

/**
 * The landing page (`/`, `/:landing`): the landing wrapper picks the open-enrollment, rep or group
 * page from the stored open_type (spec 000 §2); each shows the brand's hero with the six-step plan
 * finder, then how it works, then recommended and featured plans (last, as they arrive after the first paint).
 */
export function LandingRoute() {
  const { branding, isPending } = useBranding();
  const { hostKind } = useHostContext();
  const { openType } = useStoredSession();
  const menu = useMenuCategories({ isDomainSite: hostKind === 'domain-site' });
  const variant = landingVariantOf(openType);

  useEffect(() => {
    if (!isPending) document.title = branding.name === 'Benefit Store' ? 'Benefit Store' : `${branding.name} · Benefit Store`;
  }, [branding.name, isPending]);

  return (
    <>
      <BrandHero
        branding={branding}
        isPending={isPending}
        aside={<LandingFinder variant={variant} brandName={branding.name} categories={menu.data} />}
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
      {/* The plan strips come after the fixed sections: they appear when their calls answer, and nothing below them is on screen to be pushed down. */}
      <RecommendedStrip />
      <FeaturedPlans />
    </>
  );
}

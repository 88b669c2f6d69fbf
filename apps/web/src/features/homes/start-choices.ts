import { AddFilterForNewUserBodySchema } from '@benefit-store/domain';
import { choiceField } from '@/components/form';
import { HOME_MESSAGES } from './home-messages';

const { platform_group_id, group_id, tier } = AddFilterForNewUserBodySchema.shape;

/**
 * What the rep and group homes choose before the plan finder, as add-filter-for-new-user's body
 * names and checks them (the finder sends them on), each required with the homes' own message.
 */
export const START_CHOICES = {
  platform_group_id: choiceField(platform_group_id, HOME_MESSAGES.portal),
  group_id: choiceField(group_id, HOME_MESSAGES.group),
  tier: choiceField(tier, HOME_MESSAGES.tier),
};

/** The recommendations calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  DecryptDetailBodySchema,
  DecryptDetailDataSchema,
  RecommendationFilterQuerySchema,
  RecommendationQuerySchema,
  RecommendationsDataSchema,
  RecommendedPlanDetailsDataSchema,
  RecommendedPlanDetailsQuerySchema,
} from '../recommendations';

export const RecommendationPopularityCall = defineCall({
  method: 'GET',
  path: '/recommendation/popularity',
  tag: 'recommendations',
  summary: 'Popularity',
  query: RecommendationQuerySchema,
  response: RecommendationsDataSchema,
});

export const RecommendationFilterCall = defineCall({
  method: 'GET',
  path: '/recommendation/filter',
  tag: 'recommendations',
  summary: 'Filter',
  query: RecommendationFilterQuerySchema,
  response: RecommendationsDataSchema,
});

export const RecommendationAssociationCall = defineCall({
  method: 'GET',
  path: '/recommendation/association',
  tag: 'recommendations',
  summary: 'Association',
  query: RecommendationQuerySchema,
  response: RecommendationsDataSchema,
});

export const RecommendationPlanDetailsCall = defineCall({
  method: 'GET',
  path: '/recommendation/plan-details',
  tag: 'recommendations',
  summary: 'Plan details',
  query: RecommendedPlanDetailsQuerySchema,
  response: RecommendedPlanDetailsDataSchema,
});

export const RecommendationDecryptDetailCall = defineCall({
  method: 'POST',
  path: '/recommendation/decrypt-detail',
  tag: 'recommendations',
  summary: 'Decrypt detail',
  body: DecryptDetailBodySchema,
  response: DecryptDetailDataSchema,
});

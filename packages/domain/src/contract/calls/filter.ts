/** The filter calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import * as z from 'zod';
import { defineCall } from '../define-call';
import {
  AddFilterForExistingUserBodySchema,
  AddFilterForMemberBodySchema,
  AddFilterForNewUserBodySchema,
  AddFilterForNewUserV2BodySchema,
  ChangeFilterInfoBodySchema,
  ChangeFilterInfoV2BodySchema,
  CoverageOptionsDataSchema,
  DobErrorEnvelopeSchema,
  FeaturedPlanSchema,
  FeaturedPlansQuerySchema,
  MoreRequirementDataSchema,
  MoreRequirementQuerySchema,
  ServiceZipBodySchema,
  TempEnrollmentDataSchema,
  TempEnrollmentPortalDataSchema,
  TempIdParamsSchema,
  TempInfoDataSchema,
  TempInfoQuerySchema,
  UpdateFilterPortalBodySchema,
  UpdateFilterPortalDataSchema,
  ValidateDobDataSchema,
  ValidateDobQuerySchema,
  ZipCodeQuerySchema,
  ZipLookupDataSchema,
} from '../filter';

export const AddFilterForExistingUserCall = defineCall({
  method: 'POST',
  path: '/api/v1/add-filter-for-existing-user',
  tag: 'filter',
  summary: 'Add filter for existing user',
  body: AddFilterForExistingUserBodySchema,
  response: TempEnrollmentPortalDataSchema,
});

export const AddFilterForMemberCall = defineCall({
  method: 'POST',
  path: '/api/v1/add-filter-for-member',
  tag: 'filter',
  summary: 'Add filter for member',
  body: AddFilterForMemberBodySchema,
  response: TempEnrollmentPortalDataSchema,
});

export const UpdateFilterPortalCall = defineCall({
  method: 'POST',
  path: '/api/v1/update-filter-portal',
  tag: 'filter',
  summary: 'Update filter portal',
  body: UpdateFilterPortalBodySchema,
  response: UpdateFilterPortalDataSchema,
});

export const ValidateZipCodeCall = defineCall({
  method: 'GET',
  path: '/api/v1/validate-zip-code',
  tag: 'filter',
  summary: 'Validate zip code',
  query: ZipCodeQuerySchema,
  response: ZipLookupDataSchema,
});

export const GetEnrollmentTempInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-enrollment-temp-info',
  tag: 'filter',
  summary: 'Get enrollment temp info',
  query: TempInfoQuerySchema,
  response: TempInfoDataSchema,
});

export const GetFeaturedPlansCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-featured-plans',
  tag: 'filter',
  summary: 'Get featured plans',
  query: FeaturedPlansQuerySchema,
  response: z.array(FeaturedPlanSchema),
});

export const GetMoreRequirementCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-more-requirement',
  tag: 'filter',
  summary: 'Get more requirement',
  query: MoreRequirementQuerySchema,
  response: MoreRequirementDataSchema,
});

export const ValidateDobV2Call = defineCall({
  method: 'GET',
  path: '/api/v2/validate-dob',
  tag: 'filter',
  summary: 'Validate dob',
  query: ValidateDobQuerySchema,
  response: ValidateDobDataSchema,
  errors: { 400: DobErrorEnvelopeSchema },
});

export const CoveragesV2Call = defineCall({
  method: 'GET',
  path: '/api/v2/coverages',
  tag: 'filter',
  summary: 'Coverages',
  response: CoverageOptionsDataSchema,
});

export const ValidateZipCode2Call = defineCall({
  method: 'POST',
  path: '/service/validate-zip-code',
  tag: 'service',
  summary: 'Validate zip code',
  body: ServiceZipBodySchema,
  response: ZipLookupDataSchema,
});

export const AddFilterForNewUserCall = defineCall({
  method: 'POST',
  path: '/api/v1/add-filter-for-new-user',
  tag: 'filter',
  summary: "A new shopper's temporary enrollment with the filter given",
  body: AddFilterForNewUserBodySchema,
  response: TempEnrollmentDataSchema,
});

export const AddFilterForNewUserV2Call = defineCall({
  method: 'POST',
  path: '/api/v2/add-filter-for-new-user',
  tag: 'filter',
  summary: "A new shopper's temporary enrollment with the six-step filter wizard's answers",
  body: AddFilterForNewUserV2BodySchema,
  response: TempEnrollmentDataSchema,
});

export const ChangeFilterInfoCall = defineCall({
  method: 'PUT',
  path: '/api/v1/change-filter-info/{tempId}',
  tag: 'filter',
  summary: "Changes the temporary enrollment's filter",
  params: TempIdParamsSchema,
  body: ChangeFilterInfoBodySchema,
  response: TempEnrollmentDataSchema,
});

export const ChangeFilterInfoV2Call = defineCall({
  method: 'PUT',
  path: '/api/v2/change-filter-info/{tempId}',
  tag: 'filter',
  summary: "Changes the temporary enrollment's filter, with the six-step wizard's fields",
  params: TempIdParamsSchema,
  body: ChangeFilterInfoV2BodySchema,
  response: TempEnrollmentDataSchema,
});

export { applyServerErrors, SERVER_ERROR_KEY } from './apply-server-errors';
export { choiceField } from './choice-field';
export { ErrorSummary, ErrorSummaryDefaults, type ErrorSummaryProps } from './error-summary';
export { fieldId } from './field-id';
export { FormTextField, errorAt, type FormTextFieldProps, type TypedKind } from './form-text-field';
export { useWireForm, valuesFromFields } from './use-wire-form';
export { FormRadioField, FormSelectField } from './form-choice-fields';
export { FormSelect, type FormSelectProps } from './form-select';
export { FormYesNo, type FormYesNoProps } from './form-yes-no';

export { CheckboxField } from './CheckboxField';
export { DialogForm, FieldRow } from './FormLayout';

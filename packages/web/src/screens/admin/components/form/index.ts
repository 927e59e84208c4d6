export { CheckboxField } from './CheckboxField';
export { FieldError, FieldHint, FieldLabel, FieldWrapper } from './fieldStyles';
export { Select, SelectField } from './SelectField';
export { TextAreaField } from './TextAreaField';

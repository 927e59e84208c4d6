export { CheckboxField } from './CheckboxField';

/**
 * The looks of the form kit's fields and banner, for a page whose form is a late part (lib/late-part.tsx):
 * passed to latePart by the page, they come with it, so the server's drawing of the form is styled at
 * once, before the form's code (react-hook-form, zod) comes.
 */
import alertStyles from '../ui/alert.module.css';
import fieldStyles from '../ui/form-field.module.css';

export const FORM_STYLES = [fieldStyles, alertStyles];

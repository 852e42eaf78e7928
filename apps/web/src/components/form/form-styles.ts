/**
 * The stylesheets every form draws with (its fields, its error alert, its buttons). A page whose form is a
 * late part (lib/late-part.tsx) passes them, with the form's own, so they come with the page and the
 * server's drawing of the form is styled at once.
 */
import alertStyles from '../ui/alert.module.css';
import buttonStyles from '../ui/button.module.css';
import fieldStyles from '../ui/form-field.module.css';

export const FORM_STYLES: readonly unknown[] = [fieldStyles, alertStyles, buttonStyles];

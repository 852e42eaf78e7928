/**
 * The stylesheets the login and sign-up forms draw with. Their pages pass them to the forms' late parts
 * (lib/late-part.tsx), so they come with the page and the server's drawing of a form is styled at once.
 */
import alertStyles from '../../../components/ui/alert.module.css';
import buttonStyles from '../../../components/ui/button.module.css';
import fieldStyles from '../../../components/ui/form-field.module.css';
import styles from './auth-card.module.css';

export const formPartStyles: readonly unknown[] = [styles, fieldStyles, alertStyles, buttonStyles];

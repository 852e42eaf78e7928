/**
 * The stylesheets the login and sign-up forms draw with. Their pages pass them to the forms' late parts
 * (lib/late-part.tsx), so they come with the page and the server's drawing of a form is styled at once.
 */
import { FORM_STYLES } from '../../../components/form/form-styles.ts';
import styles from './auth-card.module.css';

export const formPartStyles: readonly unknown[] = [styles, ...FORM_STYLES];

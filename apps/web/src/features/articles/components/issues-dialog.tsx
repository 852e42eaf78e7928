import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { ArticleIssue } from '../article-form.ts';
import styles from './create-article-form.module.css';

interface IssuesDialogProps {
  open: boolean;
  issues: ArticleIssue[];
  onClose: () => void;
}

export function IssuesDialog({ open, issues, onClose }: IssuesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Please fix the following issues"
      tone="danger"
      actions={<Button onClick={onClose}>OK</Button>}
    >
      <ul className={styles.issues}>
        {issues.map((issue) => (
          <li key={issue.label}>
            <strong>{issue.label}:</strong> {issue.message}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

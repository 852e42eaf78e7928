import type { Profile } from '@league/shared/schemas/users';
import { formatDate } from '../../../lib/format.ts';
import { roleLabel } from '../../../lib/roles.ts';
import { Avatar } from '../../avatars/components/avatar.tsx';
import styles from './profile-page.module.css';

export function AccountDetails({ profile }: { profile: Profile }) {
  const role = roleLabel(profile.role);
  return (
    <section className={styles.card} aria-labelledby="account-heading">
      <div className={styles.identity}>
        <Avatar name={profile.username} size={64} />
        <div>
          <h2 id="account-heading" className={styles.username}>
            {profile.username}
          </h2>
          {role && <p className={styles.muted}>{role}</p>}
        </div>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>Username</dt>
          <dd>{profile.username}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{profile.email ?? 'None'}</dd>
        </div>
        {role && (
          <div>
            <dt>Role / permissions level</dt>
            <dd>{role}</dd>
          </div>
        )}
        <div>
          <dt>Joined</dt>
          <dd>{formatDate(profile.createdAt)}</dd>
        </div>
        <div>
          <dt>Last updated</dt>
          <dd>{formatDate(profile.updatedAt)}</dd>
        </div>
      </dl>
    </section>
  );
}

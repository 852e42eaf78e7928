import { can } from '@league/shared/domain/permissions';
import { useActor } from '../../../components/admin/portal-actor.ts';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { PortalNote } from '../../../components/admin/portal-section.tsx';
import { ApiKeysSection } from '../../api-keys/portal/api-keys-section.tsx';
import { BackupStatusSection } from '../../backups/portal/backup-status-section.tsx';
import { DeliveriesSection } from '../../chat-webhooks/portal/deliveries-section.tsx';
import { WebhooksSection } from '../../chat-webhooks/portal/webhooks-section.tsx';
import { PushDeliveriesSection } from '../../push-notifications/portal/push-deliveries-section.tsx';

const SETTINGS_DENIED = 'Only superadmins can change the settings.';

/**
 * Settings (docs/product/chat-webhooks.md#pages): one section per thing a superadmin configures, each from
 * its own feature: the chat webhooks, the state of every delivery, the backups. Superadmins only; the server
 * refuses everyone else.
 */
export function SettingsPage() {
  const allowed = can(useActor(), 'settings:manage');
  return (
    <PortalPage
      title="Settings"
      description="The keys game servers send results with, where the league's results and news are posted, and how each delivery went."
      path={portalPath('settings')}
    >
      {allowed ? (
        <>
          <ApiKeysSection />
          <WebhooksSection />
          <DeliveriesSection />
          <PushDeliveriesSection />
          <BackupStatusSection />
        </>
      ) : (
        <PortalNote>{SETTINGS_DENIED}</PortalNote>
      )}
    </PortalPage>
  );
}

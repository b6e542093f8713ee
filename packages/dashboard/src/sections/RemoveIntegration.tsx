import { useState } from 'react';
import { platformLabel } from '../components/PlatformLabel';
import { credentialLabel } from './credential-labels';

/**
 * Asks before an integration is removed: its secrets (an Apple Music .p8 key among them) cannot
 * be read back from Segue, so a slip of the mouse would cost the developer a trip to the
 * platform's console.
 */
export function RemoveIntegration({ platform, secretFields, onRemove, onCancel }: { platform: string; secretFields: string[]; onRemove: () => Promise<void>; onCancel: () => void }) {
  const [busy, setBusy] = useState(false);
  const name = platformLabel(platform);
  const remove = async () => {
    setBusy(true);
    try {
      await onRemove();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="confirm-delete" role="group" aria-label={`Remove the ${name} integration?`}>
      <p>
        <strong>Remove the {name} integration?</strong> Conversions with {name} stop until credentials are saved again.
        {secretFields.length > 0 && ` Segue deletes what it keeps and can never show it: keep your own copy of ${secretFields.map(credentialLabel).join(', ')}.`}
      </p>
      <div className="actions">
        <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
          Remove {name} integration
        </button>
        <button type="button" onClick={onCancel} autoFocus>
          Keep it
        </button>
      </div>
    </div>
  );
}

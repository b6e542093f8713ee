import { platformName } from '@segue/core';
import { TRANSFER_KINDS, type Transfer } from '@segue/core/schemas';
import { estimateText, PROGRESS_KIND_LABELS, stepText } from '../utils/transfer-view';

/** A running move: the step in words (with when the quota comes back), the estimate, and progress per kind. */
export function TransferProgressView({ transfer }: { transfer: Transfer }) {
  const { progress } = transfer;
  const estimate = estimateText(transfer);
  return (
    <section aria-labelledby="move-progress-title" data-testid="move-progress">
      <h2 id="move-progress-title">
        Moving from {platformName(transfer.from)} to {platformName(transfer.to)}
      </h2>
      <p aria-live="polite" data-testid="move-step" data-step={progress.step}>
        {stepText(transfer)}
      </p>
      {estimate && <p className="muted small">{estimate}</p>}
      <div className="progress">
        <progress value={progress.done} max={progress.total || 1} aria-label="All items" />
        <span>{progress.total > 0 ? `${progress.done} of ${progress.total}` : 'Reading…'}</span>
      </div>
      <table className="kinds">
        <caption className="visually-hidden">Progress per kind</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Done</th>
            <th scope="col">Added</th>
            <th scope="col">Already there</th>
            <th scope="col">Left out</th>
          </tr>
        </thead>
        <tbody>
          {TRANSFER_KINDS.filter((kind) => progress.kinds[kind] !== undefined).map((kind) => {
            const counts = progress.kinds[kind]!;
            return (
              <tr key={kind} data-kind={kind}>
                <th scope="row">{PROGRESS_KIND_LABELS[kind]}</th>
                <td>
                  {counts.done} of {counts.total}
                </td>
                <td>{counts.added}</td>
                <td>{counts.already_there}</td>
                <td>{counts.left_out}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

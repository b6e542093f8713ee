import type { CallResult } from './doctor-call';
import type { DoctorReport } from './doctor.service';

function what(call: CallResult): string {
  if (call.outcome !== 'failed') return call.detail;
  const facts = [
    ...(call.status !== undefined ? [`HTTP ${call.status}`] : []),
    ...(call.code ? [call.code] : []),
    ...(call.path ? [`at ${call.path}`] : []),
  ];
  return facts.length > 0 ? `${facts.join(', ')}: ${call.detail}` : call.detail;
}

/** One line per call: platform, call, ok / FAILED / skipped, elapsed ms, and what was read or what failed. */
export function formatDoctorReport(report: DoctorReport): string {
  const lines: string[] = [];
  const calls = report.apps.flatMap((app) => app.platforms.flatMap((p) => p.calls));
  const platformWidth = Math.max(8, ...report.apps.flatMap((app) => app.platforms.map((p) => p.platform.length)));
  const nameWidth = Math.max(...calls.map((c) => c.name.length), 5);
  if (report.simulators === 'running') lines.push("sandbox mode: calls go to the running sandbox server's simulators");
  if (report.simulators === 'launched') lines.push('sandbox mode: calls go to simulators started for this check (no sandbox server answered)');
  if (report.apps.length === 0) lines.push('no apps: nothing to check (create one with `segue apps create`)');
  for (const app of report.apps) {
    if (lines.length > 0) lines.push('');
    lines.push(`${app.name} (${app.id})`);
    if (app.note) lines.push(`  ${app.note}`);
    for (const platform of app.platforms) {
      for (const call of platform.calls) {
        const verdict = call.outcome === 'ok' ? 'ok' : call.outcome === 'failed' ? 'FAILED' : 'skipped';
        const ms = call.outcome === 'skipped' ? '' : `${call.ms} ms`;
        lines.push(`  ${platform.platform.padEnd(platformWidth)}  ${call.name.padEnd(nameWidth)}  ${verdict.padEnd(7)}  ${ms.padStart(8)}  ${what(call)}`);
      }
    }
  }
  const failed = calls.filter((c) => c.outcome === 'failed').length;
  const skippedCount = calls.filter((c) => c.outcome === 'skipped').length;
  if (calls.length > 0) {
    lines.push('');
    const skippedText = skippedCount > 0 ? `, ${skippedCount} skipped` : '';
    lines.push(failed > 0 ? `${failed} of ${calls.length} calls FAILED${skippedText}` : `all ${calls.length - skippedCount} calls ok${skippedText}`);
  }
  return lines.join('\n');
}

/** `--json`: snake_case like the CLI's other JSON, every call with the same keys. */
export function doctorJson(report: DoctorReport): unknown {
  return {
    ok: report.ok,
    sandbox: report.sandbox,
    simulators: report.simulators ?? null,
    apps: report.apps.map((app) => ({
      id: app.id,
      name: app.name,
      ok: app.ok,
      note: app.note ?? null,
      platforms: app.platforms.map((p) => ({
        platform: p.platform,
        ok: p.ok,
        calls: p.calls.map((c) => ({
          name: c.name,
          ok: c.outcome !== 'failed',
          skipped: c.outcome === 'skipped',
          ms: c.ms,
          detail: c.detail,
          status: c.status ?? null,
          code: c.code ?? null,
          path: c.path ?? null,
        })),
      })),
    })),
  };
}

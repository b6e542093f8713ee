/**
 * Deezer's advanced search syntax: `artist:"x" track:"y" album:"z" label:"w"` and the numeric
 * filters `dur_min:`/`dur_max:` (seconds) and `bpm_min:`/`bpm_max:`; other words are free text
 * (https://developers.deezer.com/api/search).
 */
export type DeezerField = 'any' | 'artist' | 'track' | 'album' | 'label';

export interface DeezerQuery {
  terms: { field: DeezerField; value: string }[];
  durMin?: number;
  durMax?: number;
  bpmMin?: number;
  bpmMax?: number;
}

const TEXT_FIELDS = new Set(['artist', 'track', 'album', 'label']);
const NUMERIC = { dur_min: 'durMin', dur_max: 'durMax', bpm_min: 'bpmMin', bpm_max: 'bpmMax' } as const;

export function parseDeezerQuery(q: string): DeezerQuery {
  const query: DeezerQuery = { terms: [] };
  const pattern = /([a-z_]+):"([^"]*)"?|([a-z_]+):(\S+)|"([^"]*)"?|(\S+)/gi;
  for (const m of q.matchAll(pattern)) {
    const [whole, qField, qValue, field, value, phrase, word] = m;
    const name = (qField ?? field ?? '').toLowerCase();
    const fieldValue = qValue ?? value ?? '';
    if (TEXT_FIELDS.has(name)) {
      query.terms.push({ field: name as DeezerField, value: fieldValue });
    } else if (name in NUMERIC && /^\d+$/.test(fieldValue)) {
      query[NUMERIC[name as keyof typeof NUMERIC]] = Number(fieldValue);
    } else {
      query.terms.push({ field: 'any', value: phrase ?? word ?? whole });
    }
  }
  query.terms = query.terms.filter((t) => t.value.trim() !== '');
  return query;
}

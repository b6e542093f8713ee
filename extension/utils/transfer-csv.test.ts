import { describe, expect, it } from 'vitest';
import { finishedTransfer } from '../test/fixtures';
import { csvField, TRANSFER_CSV_COLUMNS, transferCsv, transferCsvName } from './transfer-csv';

describe('transferCsv', () => {
  it('writes a header and one row per item, with how each was matched or why it was left out', () => {
    const lines = transferCsv(finishedTransfer()).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(TRANSFER_CSV_COLUMNS.join(','));
    expect(lines[0]).toBe('kind,playlist,position,source_title,source_artists,source_url,outcome,target_title,target_url,match_method,confidence,code,reason');
    expect(lines.slice(1, -1)).toEqual([
      'liked_track,,0,Midnight Drive,The Lanterns,https://open.spotify.com/track/a1,added,Midnight Drive,https://www.deezer.com/track/3135556,isrc,1,,',
      'liked_track,,1,Paper Tide,Crystal Feather,https://open.spotify.com/track/a2,already_there,Paper Tide,https://www.deezer.com/track/77,search,0.93,,',
      'liked_track,,2,Slow Song,Band,https://open.spotify.com/track/a3,left_out,,,,,uncertain_match,the closest is another version',
      `playlist_track,"Road, ""trip""",0,'=1+1 my demo,,,left_out,,,,,local_file,a file on your device`,
    ]);
  });

  it('quotes commas, quotes and line breaks, and defuses what a spreadsheet would run as a formula', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@me')).toBe("'@me");
    expect(csvField('')).toBe('');
  });

  it('joins several artists in one field, and writes only the header for a transfer without items', () => {
    const transfer = finishedTransfer();
    transfer.items![0]!.source.artists = ['A', 'B, C'];
    expect(transferCsv(transfer).split('\r\n')[1]).toContain(',"A; B, C",');
    expect(transferCsv(finishedTransfer({ items: [] }))).toBe(`${TRANSFER_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('names the file after the platforms and the day', () => {
    expect(transferCsvName(finishedTransfer())).toBe('segue-transfer-spotify-to-deezer-2026-11-20.csv');
  });
});

/**
 * Answers of a sandbox server (`SEGUE_SANDBOX=1 pnpm start`, seeded catalog), shortened where a
 * list repeats, shown as the examples of the OpenAPI document. Ids are those of the sandbox
 * catalog, so each request here runs as is against a sandbox server.
 */
const deezerTrack = {
  id: '1715014466',
  title: 'Paper Tide',
  artists: ['Crystal Feather'],
  album: 'Heavy Chapters',
  url: 'https://www.deezer.com/track/1715014466',
  cover: 'https://cdn-images.dzcdn.net/images/cover/7daca2187eaca3ab7faca53e80aca6d1/640x640-000000-80-0-0.jpg',
  duration: '4:25',
  duration_milli: 265000,
  explicit: false,
  preview: '',
  isrc: 'SEK079778950',
  released: '1997-06-09',
  match: { method: 'isrc', confidence: 1 },
};

const TASK_ID = '7938ebaf-fe7a-4788-ad57-290359aca062';

export const EXAMPLES = {
  convertTrackRequest: { url: 'https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr', target_platform: 'deezer' },
  convertTrack: {
    data: { payload: { entity: 'track', platforms: { deezer: deezerTrack }, short_url: '0Wg5kcxO', share_url: 'http://127.0.0.1:8787/s/0Wg5kcxO' } },
    message: 'Request ok',
    status: 200,
  },
  lookupPlaylist: {
    data: {
      entity: 'playlist',
      platform: 'deezer',
      id: '5445409879',
      url: 'https://www.deezer.com/playlist/5445409879',
      title: 'Rainy Day 2026',
      artists: [],
      owner: 'Theo B.',
      cover: 'https://cdn-images.dzcdn.net/images/playlist/4cbbed824dbbef154abbea5c4bbbebef/640x640-000000-80-0-0.jpg',
      track_count: 1,
    },
    message: 'Request ok',
    status: 200,
  },
  // `{"url": "https://open.spotify.com/track/6qGN14PSvuo1yBYd4Nwica", "target_platform": "deezer"}`: a track Deezer lacks.
  convertNoMatch: {
    error: 'ENOTFOUND',
    message: 'no Deezer track confidently matches this track: no candidate on Deezer is the same recording (closest candidate scored 0.00)',
    status: 404,
    platform: 'deezer',
    candidate: {
      id: '3023266010',
      title: '하루',
      artists: ['이지민'],
      album: '첫눈 첫눈',
      url: 'https://www.deezer.com/track/3023266010',
      cover: 'https://cdn-images.dzcdn.net/images/cover/b27a5ef8b37a608bb47a621eb57a63b1/640x640-000000-80-0-0.jpg',
      duration: '4:36',
      duration_milli: 276000,
      explicit: true,
      preview: '',
      released: '',
      match: { method: 'search', confidence: 0 },
    },
  },
  convertPlaylistRequest: { url: 'https://www.deezer.com/playlist/5445409879', target_platform: 'tidal' },
  taskCreated: {
    data: { task_id: TASK_ID, status: 'pending', payload: null },
    message: 'Playlist conversion started: poll the task every 2 seconds or more',
    status: 201,
  },
  taskCompleted: {
    data: {
      task_id: TASK_ID,
      status: 'completed',
      payload: {
        meta: {
          url: 'https://www.deezer.com/playlist/5445409879',
          cover: 'https://cdn-images.dzcdn.net/images/playlist/4cbbed824dbbef154abbea5c4bbbebef/640x640-000000-80-0-0.jpg',
          owner: 'Theo B.',
          title: 'Rainy Day 2026',
          entity: 'playlist',
          length: '00:10:09',
          short_url: '3jNi151T',
          share_url: 'http://127.0.0.1:8787/s/3jNi151T',
        },
        platforms: {
          tidal: {
            length: 609000,
            tracks: [
              {
                id: '41056753',
                url: 'https://tidal.com/browse/track/41056753',
                isrc: 'JPFCC7851470',
                album: '東京の雨',
                cover: 'https://resources.tidal.com/images/050c897d/040c/87ea/030c/8657020c84c4/640x640.jpg',
                match: { method: 'isrc', confidence: 1 },
                title: '東京の雨',
                artists: ['Mateo Brennan'],
                preview: '',
                duration: '10:09',
                explicit: false,
                released: '1978-05-19',
                duration_milli: 609000,
              },
            ],
            omitted: [],
          },
        },
      },
    },
    message: 'Request ok',
    status: 200,
  },
  connect: {
    data: { url: 'http://127.0.0.1:8787/v1/auth/spotify/start?state=s1.Ae0Ab7DhNBtpwowlcovUlSFaM7RtBxlCKa6PVlQ5spmG' },
    message: 'Send the user to data.url to link their account',
    status: 200,
  },
  userConnectRequest: { user_id: '0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10', redirect_url: 'http://127.0.0.1:8787/sandbox/redirect' },
  // Written after the handler rather than captured: a join code lives 10 minutes.
  joinRequest: { user_id: '0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10', join_code: 'mY0F3b3rTqz8d1cW1Lx4Hc9sJmZ0q6UeKkP2gV7nRaE' },
  join: {
    data: {
      token:
        'eyJhbGciOiJFUzI1NiIsImtpZCI6IkhqZUh6cTBWNnQ4YnZ6YlR3R0JmV3pJS3h1a1pYUjY0bDNGeW9jYWdiaTQifQ.eyJ1dWlkIjoiMGI4ZjZhNTItM2M0ZS00ZjBhLTlhNTEtMmYxZDdmNGI5YzEwIiwicGxhdGZvcm0iOiJkZWV6ZXIifQ.c2lnbmF0dXJl',
      user_id: '0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10',
    },
    message: 'The platform account was added to the user: data.token is its linking token',
    status: 200,
  },
  refreshToken: {
    data: {
      token:
        'eyJhbGciOiJFUzI1NiIsImtpZCI6IkhqZUh6cTBWNnQ4YnZ6YlR3R0JmV3pJS3h1a1pYUjY0bDNGeW9jYWdiaTQifQ.eyJ1dWlkIjoiMGI4ZjZhNTItM2M0ZS00ZjBhLTlhNTEtMmYxZDdmNGI5YzEwIiwicGxhdGZvcm0iOiJzcG90aWZ5In0.c2lnbmF0dXJl',
      expires_at: '2026-11-29T21:14:03.000Z',
    },
    message: 'A fresh linking token: use it in place of the one sent',
    status: 200,
  },
  // Written after the handler: three browsers linked one listener's Spotify and Deezer apart.
  ambiguousAccount: {
    users: [
      { id: '0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10', email: 'listener2@sandbox.segue.test', spotify: { platform: 'spotify', username: 'listener2', profile_picture: '', platform_id: 'y8k2m1q0z4', platform_subscription_plan: 'premium', url: 'https://open.spotify.com/user/y8k2m1q0z4' } },
      { id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', email: 'listener2@sandbox.segue.test', deezer: { platform: 'deezer', username: 'listener2', profile_picture: '', platform_id: '3219876540', platform_subscription_plan: 'premium', url: 'https://www.deezer.com/profile/3219876540' } },
    ],
    error: 'EBADREQUEST',
    message:
      '2 users of this app have the e-mail listener2@sandbox.segue.test and no platform verified it for one of them alone: 0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10 (Spotify), 5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6 (Deezer); each is in `users`: look the user up by id',
    status: 409,
  },
  forgetBrowsers: { data: { forgotten: 2 }, message: 'No browser joins new links to this user any more', status: 200 },
  // One body per platform of the path, the same recording on each: Apple Music, Deezer and TIDAL
  // ids may be sent as integers. Apple Music and YouTube Music users have no e-mail: their id names them.
  addPlaylistRequests: {
    spotify: { summary: 'Spotify: base62 ids', value: { user: 'listener1@sandbox.segue.test', title: 'Road trip', tracks: ['dGL70Cgu4PTGGVtMwGVUHr'] } },
    applemusic: { summary: 'Apple Music: integer ids', value: { user: '0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10', title: 'Road trip', tracks: [1533695067] } },
    deezer: { summary: 'Deezer: integer ids', value: { user: 'listener1@sandbox.segue.test', title: 'Road trip', tracks: [1715014466] } },
    tidal: { summary: 'TIDAL: integer ids, or the same as strings', value: { user: 'listener1@sandbox.segue.test', title: 'Road trip', tracks: ['247365370'] } },
    ytmusic: { summary: 'YouTube Music: video ids', value: { user: '0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10', title: 'Road trip', tracks: ['ZA6TsrXCHAe'] } },
  },
  // Written after the handler rather than captured: it needs a linked sandbox listener.
  addPlaylist: { data: 'https://open.spotify.com/playlist/3cEYpjA9oz9GiPac4AsH4n', message: "Playlist added to the user's Spotify library", status: 201 },
  health: { data: { status: 'ok', database: 'ok' }, message: 'Healthy', status: 200 },
  // Shortened: a few series of each kind, as a sandbox server answers after one conversion.
  metrics: [
    '# HELP segue_http_requests_total HTTP requests answered, by route template, method and status',
    '# TYPE segue_http_requests_total counter',
    'segue_http_requests_total{route="/v1/entity/convert",method="POST",status="200",role="server"} 1',
    '# HELP segue_conversions_total Conversion targets answered, by kind (track, album, artist, playlist_track) and outcome (cache, isrc, upc, search, same, manual, not_found, error)',
    '# TYPE segue_conversions_total counter',
    'segue_conversions_total{kind="track",outcome="isrc",role="server"} 1',
    '# HELP segue_platform_requests_total Attempts sent to a platform (retries included), by platform, endpoint family and outcome (2xx, 3xx, 4xx, 429, 5xx, timeout, error)',
    '# TYPE segue_platform_requests_total counter',
    'segue_platform_requests_total{platform="spotify",endpoint="tracks",outcome="2xx",role="server"} 1',
    'segue_platform_requests_total{platform="deezer",endpoint="track",outcome="2xx",role="server"} 1',
    '# HELP segue_queue_jobs pg-boss jobs by queue and state: queued (may start now), deferred (waits for a later start), active',
    '# TYPE segue_queue_jobs gauge',
    'segue_queue_jobs{queue="playlist",state="queued",role="server"} 0',
    '',
  ].join('\n'),
  readiness: { data: { status: 'ready', checks: { database: 'ok', change_feed: 'ok', job_queue: 'ok', sandbox: 'ok' } }, message: 'Ready', status: 200 },
  app: {
    data: {
      id: 'bdff5463-f1b9-4d1c-829f-5240ca3dcd4d',
      name: 'Sandbox',
      public_key: '014882aa-69af-4c03-b006-09d53c0c9eff',
      redirect_urls: ['http://127.0.0.1:8787/sandbox/redirect'],
      platforms: ['applemusic', 'deezer', 'spotify', 'tidal', 'ytmusic'],
      deezer_state: 'bK2vcGcxV6',
      extension_linking: true,
      extension_ids: ['bojgmaffeekmioknhpkabdillibkblib', 'extension@segue.invalid'],
    },
    message: 'Request ok',
    status: 200,
  },
  integrations: {
    data: [{ platform: 'deezer', settings: { app_id: '182744' }, secret_fields: ['secret'], updated_at: '2026-11-25T04:11:20.329Z' }],
    message: 'Request ok',
    status: 200,
  },
  rotateRequest: { key: 'public' },
  rotate: { data: { public_key: '00207387-6830-408c-8678-c332aa141b64' }, message: 'Keys rotated: the old key is refused from now on', status: 200 },
  jwks: {
    keys: [
      {
        x: 'iraiRpdSPLXXpe-ickrNWgLyuUm4nMCoB7EhBi0op4Q',
        y: 'pgFy61j4xmq87Tw7oltnwtTvO-KbOfIFkc1Bbdq9IYI',
        alg: 'ES256',
        crv: 'P-256',
        kid: 'mOMOeh03d3M5fyebGLqzrgpXn_qiwa0QHyqoy1FP1w8',
        kty: 'EC',
        use: 'sig',
      },
    ],
  },
  share: {
    data: {
      cover: 'https://i.scdn.co/image/ab67616d0000b27375825cfe76825e91738259d8',
      links: { deezer: 'https://www.deezer.com/track/1715014466', spotify: 'https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr' },
      title: 'Paper Tide',
      entity: 'track',
      subtitle: 'Crystal Feather',
      url: 'http://127.0.0.1:8787/s/0Wg5kcxO',
    },
    message: 'Request ok',
    status: 200,
  },
  deliveries: { data: [], message: 'Request ok', status: 200 },
  // Written after the handler rather than captured, like addPlaylist.
  unlink: { data: { unlinked: 'spotify' }, message: 'The platform account was unlinked and its tokens deleted', status: 200 },
  convertAndAddRequest: { url: 'https://www.deezer.com/playlist/5445409879', title: 'Rainy Day' },
  // The handler's answer around the task of the example above.
  convertAndAdd: {
    data: { task_id: TASK_ID, status: 'pending', payload: null },
    message: "Converting the playlist for the user's Spotify library: poll the task every 2 seconds or more",
    status: 201,
  },
  notFound: { error: 'ENOTFOUND', message: 'no user nobody@example.com has linked an account to this app', status: 404 },
} as const;

/** POST /v1/me/{platform}/playlists again with the same Idempotency-Key, once the first task completed. */
export const REPLAYED_CONVERT_AND_ADD = {
  data: {
    ...EXAMPLES.taskCompleted.data,
    payload: {
      ...EXAMPLES.taskCompleted.data.payload,
      library: { platform: 'tidal', url: 'https://tidal.com/browse/playlist/0c1d7b2e-5f3a-4e8b-9a6d-2b4c8e1f7a93', title: 'Rainy Day', tracks: 3 },
    },
  },
  message: "This Idempotency-Key's task already added it: no second playlist was made",
  status: 200,
} as const;

/** Captured from a sandbox listener linked to Spotify (lists cut to their first item). */
export const LIBRARY_EXAMPLES = {
  "account": {
    "data": {
      "id": "77cfa4d4-4dbd-47a2-9fcd-b3fd32241f2a",
      "email": "listener1@sandbox.segue.test",
      "spotify": {
        "platform": "spotify",
        "username": "Nina Moreau",
        "profile_picture": "https://i.scdn.co/image/ab6775700000ee856a4885cc6b48875f6c4888f2",
        "followers": 143,
        "platform_id": "317mpm523rwzoufg2kohnmywc2rj",
        "platform_subscription_plan": "premium",
        "url": "https://open.spotify.com/user/317mpm523rwzoufg2kohnmywc2rj"
      }
    },
    "message": "Request ok",
    "status": 200
  },
  "libraryPlaylists": {
    "data": {
      "total": 4,
      "payload": [
        {
          "id": "qrOTxeMy6YYkmO58gPAYPt",
          "title": "Velvet 2024",
          "description": "Made by Nina.",
          "public": true,
          "collaborative": false,
          "nb_tracks": 18,
          "url": "https://open.spotify.com/playlist/qrOTxeMy6YYkmO58gPAYPt",
          "cover": "https://mosaic.scdn.co/640/1087b7550f87b5c20e87b42f0d87b29c0c87b1090b87af760a87ade30987ac501887c3ed1787c25a64a36bf665a36d8962a368d063a36a6368a3724269a373d566a36f1c67a370af6ca3788e6da37a21",
          "checksum": "AAAA9025a6ce9125a8618e25a3a88f25",
          "owner": "Nina Moreau"
        }
      ]
    },
    "message": "Spotify playlists fetched",
    "status": 200
  },
  "libraryAlbums": {
    "data": {
      "payload": [
        {
          "id": "iLRYWjttm8WHgTbhnC0R4f",
          "title": "Wolf",
          "url": "https://open.spotify.com/album/iLRYWjttm8WHgTbhnC0R4f",
          "release_date": "2023-05-24",
          "explicit": true,
          "track_count": 2,
          "artists": [
            "Chloé & The Satellites"
          ],
          "cover": "https://i.scdn.co/image/ab67616d0000b273371f09bd361f082a351f0697"
        }
      ],
      "total": 10
    },
    "message": "Spotify saved albums fetched",
    "status": 200
  },
  "libraryArtists": {
    "data": {
      "total": 14,
      "payload": [
        {
          "id": "ZB0K20JQpeMBI2QwYuGrEN",
          "name": "Maya Nakamura",
          "url": "https://open.spotify.com/artist/ZB0K20JQpeMBI2QwYuGrEN",
          "cover": "https://i.scdn.co/image/ab6761610000e5eb10106616111067a90e1062f0",
          "followers": 1282106
        }
      ]
    },
    "message": "Spotify followed artists fetched",
    "status": 200
  },
  "history": {
    "data": [
      {
        "id": "1mUSPXjQh7m52Nqzon6XmK",
        "title": "Secret",
        "artists": [
          "Canyon Horses"
        ],
        "album": "Dizzy Light",
        "url": "https://open.spotify.com/track/1mUSPXjQh7m52Nqzon6XmK",
        "cover": "https://i.scdn.co/image/ab67616d0000b27393674d0192674b6e916749db",
        "duration": "7:53",
        "duration_milli": 472586,
        "explicit": false,
        "preview": "",
        "isrc": "AUBG91413284",
        "released": "2014-03-28",
        "played_at": "2026-11-20T07:50:46.000Z"
      }
    ],
    "message": "Spotify listening history fetched",
    "status": 200
  }
} as const;

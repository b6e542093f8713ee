// Bodies in the API's documented shapes (tracks, conversions, tasks, accounts, libraries, a failed
// task) with Segue's platform keys, around one recording; the client tests answer with them.

export const PUBLIC_KEY = '3c1f6e2a-8b4d-4f1e-9a7c-2d5b8e0f1a93';
export const PRIVATE_KEY = '9e7d5c3b-1a2f-4e6d-8c0b-7a5f3e1d9c24';
export const LINKING_TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJ1dWlkIjoieCJ9.c2lnbmF0dXJl';
export const TASK_ID = '0b6f4a52-8d0e-4c47-9d3c-5e2f7a1b9c10';
export const USER_ID = '5f0c2a3e-6b1d-4e8f-a2c4-9d7e1b3f5a60';

export const spotifyTrack = {
  id: '2plbrEY59IikOBgBGLjaoe',
  title: 'Die With A Smile',
  artists: ['Lady Gaga', 'Bruno Mars'],
  album: 'Die With A Smile',
  url: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe',
  cover: 'https://i.scdn.co/image/ab67616d0000b27382ea2e9e1858aa012c57cd45',
  released: '2024-08-16',
  duration: '4:11',
  duration_milli: 251667,
  explicit: false,
  preview: '',
  match: { method: 'isrc', confidence: 0.99 },
};

// Deezer's results name the date `release_date`: the client must accept it.
export const deezerTrack = {
  id: '2947516331',
  title: 'Die With A Smile',
  artists: ['Lady Gaga', 'Bruno Mars'],
  album: 'Die With A Smile',
  url: 'https://www.deezer.com/track/2947516331',
  cover: 'https://cdn-images.dzcdn.net/images/cover/4b6b3d8a/500x500-000000-80-0-0.jpg',
  release_date: '2024-08-16T00:00:00.000+00:00',
  duration: '4:10',
  duration_milli: 250000,
  explicit: false,
  preview: 'https://cdnt-preview.dzcdn.net/api/1/1/4/b/4/0/4b4f1.mp3',
  match: { method: 'search', confidence: 0.93 },
};

export const trackConversion = {
  entity: 'track',
  platforms: { spotify: spotifyTrack, deezer: deezerTrack },
  short_url: 'a1B2c3D4',
  share_url: 'https://segue.example/s/a1B2c3D4',
};

export const albumConversion = {
  entity: 'album',
  platforms: {
    deezer: {
      id: '636398411',
      title: 'Die With A Smile',
      url: 'https://www.deezer.com/album/636398411',
      artists: ['Lady Gaga', 'Bruno Mars'],
      cover: '',
      release_date: '2024-08-16',
      track_count: 1,
      match: { method: 'search', confidence: 0.95 },
    },
  },
  short_url: 'Zz9Yy8Xx',
  share_url: 'https://segue.example/s/Zz9Yy8Xx',
};

export const pendingTask = { task_id: TASK_ID, status: 'pending', payload: null };

export function pendingWithProgress(done: number, total: number) {
  return { ...pendingTask, progress: { done, total } };
}

export const completedTask = {
  task_id: TASK_ID,
  status: 'completed',
  payload: {
    meta: {
      entity: 'playlist',
      title: 'Pop Rising',
      owner: '',
      cover: 'https://e-cdns-images.dzcdn.net/images/playlist/abc/500x500.jpg',
      url: 'https://www.deezer.com/playlist/1282495565',
      short_url: 'Pl4yL1st',
      share_url: 'https://segue.example/s/Pl4yL1st',
      length: '00:04:11',
    },
    platforms: { spotify: { tracks: [spotifyTrack], length: 251667, omitted: [] } },
  },
};

/** A failed task: HTTP 200, the task under `error`. */
export const failedTaskBody = {
  message: 'An internal error occurred',
  status: 200,
  error: {
    task_id: TASK_ID,
    status: 'failed',
    payload: {
      platform: 'tidal',
      status: 'failed',
      error: 'ENOCREDENTIALS',
      message: 'this app has no TIDAL integration: add one before converting to tidal',
    },
  },
};

export const spotifyProfile = {
  platform: 'spotify',
  username: 'gaga.fan',
  profile_picture: 'https://i.scdn.co/image/ab6775700000ee85',
  followers: 12,
  platform_id: '31l77y2al5lnn7mxfrmd4bpfhqke',
  platform_subscription_plan: 'premium',
  url: 'https://open.spotify.com/user/31l77y2al5lnn7mxfrmd4bpfhqke',
};

export const userAccount = { id: USER_ID, email: 'fan@example.com', spotify: spotifyProfile };

export const playlistPage = {
  total: 1,
  payload: [
    {
      id: '37i9dQZF1DXcBWIGoYBM5M',
      title: "Today's Top Hits",
      public: true,
      collaborative: false,
      nb_tracks: 50,
      url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
      cover: '',
      checksum: 'MTcyNDE4NTYwMCwwMDAwMDAwMA==',
      owner: 'Spotify',
    },
  ],
};

export const albumPage = {
  payload: [
    {
      id: '10FLjwfpbxLmW8c25Xyc2N',
      title: 'Die With A Smile',
      url: 'https://open.spotify.com/album/10FLjwfpbxLmW8c25Xyc2N',
      release_date: '2024-08-16',
      explicit: false,
      track_count: 1,
      artists: ['Lady Gaga', 'Bruno Mars'],
      cover: '',
    },
  ],
};

export const artistPage = {
  total: 1,
  payload: [{ id: '1HY2Jd0NmPuamShAr6KMms', name: 'Lady Gaga', url: 'https://open.spotify.com/artist/1HY2Jd0NmPuamShAr6KMms', cover: '' }],
};

export const historyTracks = [{ ...spotifyTrack, played_at: '2026-11-20T08:15:00.000+00:00' }];

export const appView = {
  id: '7d2c4e6a-0b1f-4a3e-9c5d-8f7e6a5b4c3d',
  name: 'Sandbox app',
  public_key: PUBLIC_KEY,
  redirect_urls: ['http://127.0.0.1:5173/linked'],
  platforms: ['applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic'],
  deezer_state: 'Ab3De6Gh9J',
};

/**
 * Answers of a sandbox server (`SEGUE_SANDBOX=1 pnpm start`) for the library's liked songs and
 * playlist entries and for a transfer (Spotify to Deezer: the followed artists and one small
 * playlist of the linked listener), lists cut to their first items, shown as the examples of the
 * OpenAPI document.
 */
export const TRANSFER_EXAMPLES = {
  "likedTracks": {
    "data": [
      {
        "id": "xs8et1Qk01mqLaWrYUqBvV",
        "title": "Tender Wolves",
        "artists": [
          "Ava Fontaine"
        ],
        "album": "Summer Signals",
        "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV",
        "cover": "https://i.scdn.co/image/ab67616d0000b273b2c1565eb3c157f1b0c15338",
        "duration": "3:06",
        "duration_milli": 186106,
        "explicit": false,
        "preview": "",
        "isrc": "FR0FA8259767",
        "released": "1982-08-05",
        "kind": "track",
        "playable": true,
        "added_at": "2026-11-19T13:50:13.000Z"
      }
    ],
    "message": "Spotify liked songs fetched",
    "status": 200
  },
  "playlistTracks": {
    "data": {
      "playlist": {
        "id": "eZthwn6LVwP9gxXCHDXSKh",
        "title": "Dizzy 2020",
        "public": true,
        "collaborative": false,
        "nb_tracks": 4,
        "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
        "cover": "https://mosaic.scdn.co/640/63108c5162108abe6110892b601087986710929d6610910a65108f7764108de45b107fb95a107e26ee0a1d8aef0a1f1dec0a1a64ed0a1bf7ea0a173eeb0a18d1e80a1418e90a15abe60a10f2e70a1285",
        "checksum": "AAAA5d9739bc5e973b4f5f973ce26097",
        "owner": "Nina Moreau"
      },
      "tracks": [
        {
          "id": "Hq2I4ObAEpWbprztNNp7OX",
          "title": "Telephone 51",
          "artists": [
            "Felix Hart"
          ],
          "album": "Desert of Ghosts",
          "url": "https://open.spotify.com/track/Hq2I4ObAEpWbprztNNp7OX",
          "cover": "https://i.scdn.co/image/ab67616d0000b27376a2c85d75a2c6ca74a2c537",
          "duration": "4:10",
          "duration_milli": 249958,
          "explicit": false,
          "preview": "",
          "isrc": "BR0Y12127175",
          "released": "2021-05-27",
          "kind": "track",
          "playable": true,
          "added_at": "2022-04-29T14:03:25.000Z"
        }
      ]
    },
    "message": "Spotify playlist fetched",
    "status": 200
  },
  "transferRequest": {
    "from": "spotify",
    "to": "deezer",
    "include": {
      "liked_tracks": false,
      "albums": false,
      "artists": true,
      "playlists": [
        "eZthwn6LVwP9gxXCHDXSKh"
      ]
    }
  },
  "transferCreated": {
    "data": {
      "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
      "kind": "transfer",
      "status": "pending",
      "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
      "from": "spotify",
      "to": "deezer",
      "created_at": "2026-11-29T02:47:20.967Z",
      "progress": {
        "step": "queued",
        "kinds": {},
        "total": 0,
        "done": 0,
        "estimate": {
          "basis": "source",
          "items": 18,
          "write_requests": 16,
          "quota_units": 16,
          "finishes_at": "2026-11-29T02:47:22.571Z"
        }
      },
      "playlists": []
    },
    "message": "Moving the user's library from Spotify to Deezer: poll the task every 5 seconds or more",
    "status": 201
  },
  "transfer": {
    "data": {
      "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
      "kind": "transfer",
      "status": "completed",
      "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
      "from": "spotify",
      "to": "deezer",
      "created_at": "2026-11-29T02:47:20.967Z",
      "progress": {
        "step": "finished",
        "kinds": {
          "artists": {
            "total": 14,
            "done": 14,
            "added": 11,
            "already_there": 3,
            "left_out": 0
          },
          "playlists": {
            "total": 4,
            "done": 4,
            "added": 4,
            "already_there": 0,
            "left_out": 0
          }
        },
        "total": 18,
        "done": 18,
        "estimate": {
          "basis": "matched",
          "items": 18,
          "write_requests": 16,
          "quota_units": 16,
          "finishes_at": "2026-11-29T02:47:23.789Z"
        }
      },
      "playlists": [
        {
          "source": {
            "id": "eZthwn6LVwP9gxXCHDXSKh",
            "title": "Dizzy 2020",
            "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh"
          },
          "target": {
            "id": "1923045545",
            "url": "https://www.deezer.com/playlist/1923045545"
          },
          "state": "created",
          "tracks": 4,
          "added": 4
        }
      ],
      "items": [
        {
          "kind": "artist",
          "position": 1,
          "source": {
            "id": "CpWaFfuRxQ1t9JhOEzW7ve",
            "title": "Nico & The Engines",
            "artists": [],
            "url": "https://open.spotify.com/artist/CpWaFfuRxQ1t9JhOEzW7ve"
          },
          "outcome": "added",
          "target": {
            "id": "146822838",
            "url": "https://www.deezer.com/artist/146822838",
            "title": "Nico & The Engines",
            "artists": []
          },
          "match": {
            "method": "search",
            "confidence": 0.95
          }
        }
      ]
    },
    "message": "Request ok",
    "status": 200
  },
  "transfers": {
    "data": [
      {
        "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
        "kind": "transfer",
        "status": "completed",
        "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
        "from": "spotify",
        "to": "deezer",
        "created_at": "2026-11-29T02:47:20.967Z",
        "progress": {
          "step": "finished",
          "kinds": {
            "artists": {
              "total": 14,
              "done": 14,
              "added": 11,
              "already_there": 3,
              "left_out": 0
            },
            "playlists": {
              "total": 4,
              "done": 4,
              "added": 4,
              "already_there": 0,
              "left_out": 0
            }
          },
          "total": 18,
          "done": 18,
          "estimate": {
            "basis": "matched",
            "items": 18,
            "write_requests": 16,
            "quota_units": 16,
            "finishes_at": "2026-11-29T02:47:23.789Z"
          }
        },
        "playlists": [
          {
            "source": {
              "id": "eZthwn6LVwP9gxXCHDXSKh",
              "title": "Dizzy 2020",
              "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh"
            },
            "target": {
              "id": "1923045545",
              "url": "https://www.deezer.com/playlist/1923045545"
            },
            "state": "created",
            "tracks": 0,
            "added": 0
          }
        ]
      }
    ],
    "message": "Transfers of the user, newest first",
    "status": 200
  },
  "applyItemRequest": {
    "list": "artists",
    "position": 1,
    "target_id": "146822838"
  }
} as const;

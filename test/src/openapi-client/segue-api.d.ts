// Generated from /openapi.json by openapi-typescript: `pnpm --filter @segue/test openapi:types`. Do not edit.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Liveness and database reachability */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "status": "ok",
                         *         "database": "ok"
                         *       },
                         *       "message": "Healthy",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["HealthResponse"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Unavailable: retry after a while */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: database, change feed, job queue and (in sandbox mode) sandbox.json; 503 naming what is not ready, and while the process stops */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Readiness: database, change feed, job queue and (in sandbox mode) sandbox.json; 503 naming what is not ready, and while the process stops */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "status": "ready",
                         *         "checks": {
                         *           "database": "ok",
                         *           "change_feed": "ok",
                         *           "job_queue": "ok",
                         *           "sandbox": "ok"
                         *         }
                         *       },
                         *       "message": "Ready",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["ReadinessResponse"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Unavailable: retry after a while */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of this process (off unless SEGUE_METRICS_TOKEN is set)
         * @description The Prometheus text exposition format (`text/plain; version=0.0.4`): HTTP requests, conversions, platform requests and budgets, queues, tasks, webhooks, the change feed and the process. Send `Authorization: Bearer <SEGUE_METRICS_TOKEN>`. Answers 404 while SEGUE_METRICS_TOKEN is unset. A worker serves the same on SEGUE_METRICS_PORT. See docs/metrics.md.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The metrics, in the Prometheus text format */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example # HELP segue_http_requests_total HTTP requests answered, by route template, method and status
                         *     # TYPE segue_http_requests_total counter
                         *     segue_http_requests_total{route="/v1/entity/convert",method="POST",status="200",role="server"} 1
                         *     # HELP segue_conversions_total Conversion targets answered, by kind (track, album, artist, playlist_track) and outcome (cache, isrc, upc, search, same, manual, not_found, error)
                         *     # TYPE segue_conversions_total counter
                         *     segue_conversions_total{kind="track",outcome="isrc",role="server"} 1
                         *     # HELP segue_platform_requests_total Attempts sent to a platform (retries included), by platform, endpoint family and outcome (2xx, 3xx, 4xx, 429, 5xx, timeout, error)
                         *     # TYPE segue_platform_requests_total counter
                         *     segue_platform_requests_total{platform="spotify",endpoint="tracks",outcome="2xx",role="server"} 1
                         *     segue_platform_requests_total{platform="deezer",endpoint="track",outcome="2xx",role="server"} 1
                         *     # HELP segue_queue_jobs pg-boss jobs by queue and state: queued (may start now), deferred (waits for a later start), active
                         *     # TYPE segue_queue_jobs gauge
                         *     segue_queue_jobs{queue="playlist",state="queued",role="server"} 0
                         */
                        "text/plain; version=0.0.4": string;
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling app
         * @description Checks a key: answers with the app it belongs to. With the public key, what a browser app needs; with the private key (`x-segue-key`) also `redirect_urls` and `deezer_state`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The calling app */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "bdff5463-f1b9-4d1c-829f-5240ca3dcd4d",
                         *         "name": "Sandbox",
                         *         "public_key": "014882aa-69af-4c03-b006-09d53c0c9eff",
                         *         "redirect_urls": [
                         *           "http://127.0.0.1:8787/sandbox/redirect"
                         *         ],
                         *         "platforms": [
                         *           "applemusic",
                         *           "deezer",
                         *           "spotify",
                         *           "tidal",
                         *           "ytmusic"
                         *         ],
                         *         "deezer_state": "bK2vcGcxV6",
                         *         "extension_linking": true,
                         *         "extension_ids": [
                         *           "bojgmaffeekmioknhpkabdillibkblib",
                         *           "extension@segue.invalid"
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["AppResponse"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/apps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An app by id (only the calling app itself)
         * @description Another app's id answers 404, exactly like an id that does not exist.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description App id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An app by id (only the calling app itself) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "bdff5463-f1b9-4d1c-829f-5240ca3dcd4d",
                         *         "name": "Sandbox",
                         *         "public_key": "014882aa-69af-4c03-b006-09d53c0c9eff",
                         *         "redirect_urls": [
                         *           "http://127.0.0.1:8787/sandbox/redirect"
                         *         ],
                         *         "platforms": [
                         *           "applemusic",
                         *           "deezer",
                         *           "spotify",
                         *           "tidal",
                         *           "ytmusic"
                         *         ],
                         *         "deezer_state": "bK2vcGcxV6",
                         *         "extension_linking": true,
                         *         "extension_ids": [
                         *           "bojgmaffeekmioknhpkabdillibkblib",
                         *           "extension@segue.invalid"
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["AppResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The app's integrations, without their secrets */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The app's integrations, without their secrets */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "platform": "deezer",
                         *           "settings": {
                         *             "app_id": "182744"
                         *           },
                         *           "secret_fields": [
                         *             "secret"
                         *           ],
                         *           "updated_at": "2026-11-25T04:11:20.329Z"
                         *         }
                         *       ],
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["IntegrationsResponse"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the app's public and/or private key
         * @description The old key is refused by every server process as soon as this answers. The new private key is shown only here.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "key": "public"
                     *     }
                     */
                    "application/json": components["schemas"]["RotateKeysRequest"];
                };
            };
            responses: {
                /** @description Replace the app's public and/or private key */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "public_key": "00207387-6830-408c-8678-c332aa141b64"
                         *       },
                         *       "message": "Keys rotated: the old key is refused from now on",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["RotatedKeysResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/{platform}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Segue's start URL of a linking flow
         * @description Query: `scopes` (space- or comma-separated; defaults per platform, Deezer always asks all it needs, Apple Music takes none), `redirect_url` (must match an allow-listed URL's origin and path; default the first one; a browser extension's web-auth redirect `https://<extension id>.chromiumapp.org/…` or `https://<hash>.extensions.allizom.org/…` is accepted when the app has `extension_linking` on). data.url is Segue's start page: the first browser to open it owns the flow (a 10-minute HttpOnly cookie); the callback refuses any other browser. The new link joins the user already linked to this platform account; else the user this browser linked before for this app (Segue's joining cookie `segue_join_<app id>`, HttpOnly, SameSite=Lax, 90 days after the browser's last link; the start page names that account, masked, and offers a separate account instead), unless that user holds another account of the platform; else the oldest user with the same e-mail when the platform verified it (TIDAL) and that user has no links left; else a new user. So one listener linking several platforms in one browser is one user. `user_token` is refused (400): use POST /v1/{platform}/connect to add a platform to a user from your backend. Also at /v1/auth/{platform}/connect. YouTube Music needs a Google OAuth client (with the YouTube Data API v3 enabled) on the integration, else ENOTSUPPORTED.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Platform scopes, space- or comma-separated; default per platform */
                    scopes?: string;
                    /** @description Where the user lands after linking: one of the app's redirect URLs (default the first) */
                    redirect_url?: string;
                    /** @description `query` (default, as the spec says) or `fragment`: where the redirect carries `token`, `join_code` or `error`. The fragment never reaches a server log; an extension web-auth redirect defaults to it. */
                    response_mode?: string;
                    /** @description Refused (400): a backend adds a platform to a user with POST /v1/{platform}/connect */
                    user_token?: string;
                };
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Segue's start URL of a linking flow */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "url": "http://127.0.0.1:8787/v1/auth/spotify/start?state=s1.Ae0Ab7DhNBtpwowlcovUlSFaM7RtBxlCKa6PVlQ5spmG"
                         *       },
                         *       "message": "Send the user to data.url to link their account",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["ConnectResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A one-time start URL that adds a platform to an existing user
         * @description For the app's backend: a flow that adds the platform to `user_id`. Send the signed-in user's browser to data.url at once: it is single use (the first browser to open it owns it) and expires after 10 minutes. The join takes effect at once only when proven: the browser that opens it linked `user_id` before (the joining cookie). Otherwise a forwarded URL must not put someone else's account into your user: the link goes to the listener's own user (the token of the redirect names it), and the redirect also carries `join_code`; your backend checks that its own session is `user_id` and exchanges the code with POST /v1/{platform}/connect/join. If the platform account is linked to another user of the app, the user is asked on Segue's page before it moves.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "user_id": "0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10",
                     *       "redirect_url": "http://127.0.0.1:8787/sandbox/redirect"
                     *     }
                     */
                    "application/json": components["schemas"]["UserConnectBody"];
                };
            };
            responses: {
                /** @description A one-time start URL that adds a platform to an existing user */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "url": "http://127.0.0.1:8787/v1/auth/spotify/start?state=s1.Ae0Ab7DhNBtpwowlcovUlSFaM7RtBxlCKa6PVlQ5spmG"
                         *       },
                         *       "message": "Send the user to data.url to link their account",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["ConnectResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/{platform}/connect/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds the platform account a listener linked to the user your backend vouches for (join_code of a backend-issued flow)
         * @description When a backend-issued flow (POST /v1/{platform}/connect) ends in a browser that never linked `user_id`, the redirect carries `join_code` beside `token`. Exchange it only after your own session confirms the person who came back is `user_id`: the platform account then moves to that user (a user made for it alone is removed, the user it leaves gets its tokens revoked) and data.token is a linking token of `user_id`. A code works once, within 10 minutes, for the app, platform and user of its flow: another user_id gets 403 and joins nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "user_id": "0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10",
                     *       "join_code": "mY0F3b3rTqz8d1cW1Lx4Hc9sJmZ0q6UeKkP2gV7nRaE"
                     *     }
                     */
                    "application/json": components["schemas"]["JoinBody"];
                };
            };
            responses: {
                /** @description Adds the platform account a listener linked to the user your backend vouches for (join_code of a backend-issued flow) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "token": "eyJhbGciOiJFUzI1NiIsImtpZCI6IkhqZUh6cTBWNnQ4YnZ6YlR3R0JmV3pJS3h1a1pYUjY0bDNGeW9jYWdiaTQifQ.eyJ1dWlkIjoiMGI4ZjZhNTItM2M0ZS00ZjBhLTlhNTEtMmYxZDdmNGI5YzEwIiwicGxhdGZvcm0iOiJkZWV6ZXIifQ.c2lnbmF0dXJl",
                         *         "user_id": "0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10"
                         *       },
                         *       "message": "The platform account was added to the user: data.token is its linking token",
                         *       "status": 200
                         *     }
                         */
                        "application/json": {
                            data: {
                                /** @description A linking token of the joined user (claims of spec 2.7; uuid = user_id) */
                                token: string;
                                user_id: string;
                            };
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user of the app by e-mail or id, with a profile per linked platform
         * @description Several users may share an e-mail (platforms that do not verify addresses never join users on it). An e-mail answers the only user with it, else the only one whose address a platform verified; otherwise 409 (`EBADREQUEST`) whose `users` array holds every such user as a User account: ask again by id. The library routes and add-playlist take an e-mail too, and pick the one user with it who linked that platform.
         */
        get: {
            parameters: {
                query: {
                    /** @description The user id (UUID) or e-mail */
                    identifier: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A user of the app by e-mail or id, with a profile per linked platform */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "77cfa4d4-4dbd-47a2-9fcd-b3fd32241f2a",
                         *         "email": "listener1@sandbox.segue.test",
                         *         "spotify": {
                         *           "platform": "spotify",
                         *           "username": "Nina Moreau",
                         *           "profile_picture": "https://i.scdn.co/image/ab6775700000ee856a4885cc6b48875f6c4888f2",
                         *           "followers": 143,
                         *           "platform_id": "317mpm523rwzoufg2kohnmywc2rj",
                         *           "platform_subscription_plan": "premium",
                         *           "url": "https://open.spotify.com/user/317mpm523rwzoufg2kohnmywc2rj"
                         *         }
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["AccountResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The e-mail names several users (`users` lists them): ask again by id */
                409: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "users": [
                         *         {
                         *           "id": "0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10",
                         *           "email": "listener2@sandbox.segue.test",
                         *           "spotify": {
                         *             "platform": "spotify",
                         *             "username": "listener2",
                         *             "profile_picture": "",
                         *             "platform_id": "y8k2m1q0z4",
                         *             "platform_subscription_plan": "premium",
                         *             "url": "https://open.spotify.com/user/y8k2m1q0z4"
                         *           }
                         *         },
                         *         {
                         *           "id": "5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6",
                         *           "email": "listener2@sandbox.segue.test",
                         *           "deezer": {
                         *             "platform": "deezer",
                         *             "username": "listener2",
                         *             "profile_picture": "",
                         *             "platform_id": "3219876540",
                         *             "platform_subscription_plan": "premium",
                         *             "url": "https://www.deezer.com/profile/3219876540"
                         *           }
                         *         }
                         *       ],
                         *       "error": "EBADREQUEST",
                         *       "message": "2 users of this app have the e-mail listener2@sandbox.segue.test and no platform verified it for one of them alone: 0b8f6a52-3c4e-4f0a-9a51-2f1d7f4b9c10 (Spotify), 5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6 (Deezer); each is in `users`: look the user up by id",
                         *       "status": 409
                         *     }
                         */
                        "application/json": components["schemas"]["AmbiguousUserErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/{platform}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Segue's start page of a linking flow (data.url of connect), for the user's browser
         * @description The first browser to open it owns the flow (a 10-minute HttpOnly cookie) and is sent on to the platform; any other browser, or a used or expired state, gets an error page (JSON with `Accept: application/json`).
         */
        get: {
            parameters: {
                query: {
                    /** @description The signed state of data.url */
                    state: string;
                    /** @description `1`: the listener chose a separate account instead of the one this browser linked before */
                    separate?: string;
                };
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The start page, which sends the browser to the platform */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                        "text/html": string;
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                        "text/html": string;
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/{platform}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the platform sends the user back (the redirect URI to register with the platform)
         * @description Checks the state and the browser that started the flow, exchanges the code, links the account and redirects to the app's redirect URL with `token` (a linking token; its `uuid` claim is the user), plus `join_code` for an unproven backend-issued flow, or with `error`, and remembers the browser as the user's (the joining cookie). If the platform account is linked to another user of the app, a page asks before it moves. Errors are HTML pages, or the JSON envelope with `Accept: application/json`. Apple Music's sign-in page posts its answer instead (`POST`, a form with `state` and `music_user_token` or `error`): a GET of the Apple Music callback is refused with 400, so the Music-User-Token never sits in a URL.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The state Segue sent to the platform */
                    state?: string;
                    /** @description The authorization code from the platform */
                    code?: string;
                    /** @description The refusal from the platform */
                    error?: string;
                };
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page asking whether the platform account moves to this user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description To the app's redirect URL */
                302: {
                    headers: {
                        /** @description The app's redirect URL with `token` (and `join_code`), or `error` */
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                        "text/html": string;
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                        "text/html": string;
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                        "text/html": string;
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                        "text/html": string;
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                        "text/html": string;
                    };
                };
                /** @description Unavailable: retry after a while */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/{platform}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlinks a user's platform account and deletes its tokens
         * @description Also revokes every linking token the user was issued so far: they answer 401 until the user links again.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Segue user id */
                    userId: string;
                    /** @description Platform key */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unlinks a user's platform account and deletes its tokens */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "unlinked": "spotify"
                         *       },
                         *       "message": "The platform account was unlinked and its tokens deleted",
                         *       "status": 200
                         *     }
                         */
                        "application/json": {
                            data: {
                                unlinked: string;
                            };
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A fresh linking token for one that still stands (the extension keeps its credential so)
         * @description With the public key and `Authorization: Bearer <linking token>`. Linking tokens last a day; a standing token of a user who still has the token's platform linked is exchanged for a new one, for 90 days after the listener linked (`auth_time`). After that, or once the token expired or was revoked (an unlink), the listener links again.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A fresh linking token for one that still stands (the extension keeps its credential so) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "token": "eyJhbGciOiJFUzI1NiIsImtpZCI6IkhqZUh6cTBWNnQ4YnZ6YlR3R0JmV3pJS3h1a1pYUjY0bDNGeW9jYWdiaTQifQ.eyJ1dWlkIjoiMGI4ZjZhNTItM2M0ZS00ZjBhLTlhNTEtMmYxZDdmNGI5YzEwIiwicGxhdGZvcm0iOiJzcG90aWZ5In0.c2lnbmF0dXJl",
                         *         "expires_at": "2026-11-29T21:14:03.000Z"
                         *       },
                         *       "message": "A fresh linking token: use it in place of the one sent",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["RefreshTokenResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/browsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Forgets every browser that linked the user: their next links no longer join it
         * @description For a listener who signs out everywhere or reports a shared computer. Linked platforms and tokens stay.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Segue user id */
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Forgets every browser that linked the user: their next links no longer join it */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "forgotten": 2
                         *       },
                         *       "message": "No browser joins new links to this user any more",
                         *       "status": 200
                         *     }
                         */
                        "application/json": {
                            data: {
                                forgotten: number;
                            };
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys of the linking tokens (ES256) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Public keys of the linking tokens (ES256) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "keys": [
                         *         {
                         *           "x": "iraiRpdSPLXXpe-ickrNWgLyuUm4nMCoB7EhBi0op4Q",
                         *           "y": "pgFy61j4xmq87Tw7oltnwtTvO-KbOfIFkc1Bbdq9IYI",
                         *           "alg": "ES256",
                         *           "crv": "P-256",
                         *           "kid": "mOMOeh03d3M5fyebGLqzrgpXn_qiwa0QHyqoy1FP1w8",
                         *           "kty": "EC",
                         *           "use": "sig"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["Jwks"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/entity/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert a track, album, artist or playlist link
         * @description A track, album or artist is answered at once (200) with every target platform the app has an integration for (`target_platform` absent or `all`) or the one asked for; with several targets, those that found nothing or failed are listed under `errors` beside `platforms`. One target asked for (a platform key) with no confident match there is a 404 `ENOTFOUND` (`NoMatchErrorBody`): the message says why, `platform` names the target and `candidate` is the closest candidate scored there, when one was. A playlist needs `target_platform` (a key or `all`) and answers 201 with a task to poll at GET /v1/task/{task_id}; an app with as many unfinished playlist tasks as the server allows (5 by default) is answered 429 with Retry-After. Short links are followed. `url` may also be a pasted text holding one platform link ("check this out https://open.spotify.com/track/…"): that link is converted, and nothing else in the text is read or followed; a text with several different platform links is a 400 `EINVALIDLINK` naming them (send one). Only confident matches are returned (confidence ≥ 0.9). With `query` instead of `url` (a track's title and main artist in any order: `{"query": "Paper Tide Crystal Feather", "target_platform": "deezer"}`), the words are searched on the target (on Spotify, else the first platform the app has, when every target is asked), each candidate scored on the words it shares with them, and the best track converted like its link; every entry then has `match.method` `search` with the confidence of the words. Nothing confident is a 404 `ENOTFOUND` that names the words and the closest candidate.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "url": "https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr",
                     *       "target_platform": "deezer"
                     *     }
                     */
                    "application/json": components["schemas"]["ConversionRequest"] | components["schemas"]["TextSearchRequest"];
                };
            };
            responses: {
                /** @description Convert a track, album, artist or playlist link */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "payload": {
                         *           "entity": "track",
                         *           "platforms": {
                         *             "deezer": {
                         *               "id": "1715014466",
                         *               "title": "Paper Tide",
                         *               "artists": [
                         *                 "Crystal Feather"
                         *               ],
                         *               "album": "Heavy Chapters",
                         *               "url": "https://www.deezer.com/track/1715014466",
                         *               "cover": "https://cdn-images.dzcdn.net/images/cover/7daca2187eaca3ab7faca53e80aca6d1/640x640-000000-80-0-0.jpg",
                         *               "duration": "4:25",
                         *               "duration_milli": 265000,
                         *               "explicit": false,
                         *               "preview": "",
                         *               "isrc": "SEK079778950",
                         *               "released": "1997-06-09",
                         *               "match": {
                         *                 "method": "isrc",
                         *                 "confidence": 1
                         *               }
                         *             }
                         *           },
                         *           "short_url": "0Wg5kcxO",
                         *           "share_url": "http://127.0.0.1:8787/s/0Wg5kcxO"
                         *         }
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["ConversionResponse"];
                    };
                };
                /** @description A playlist: the task to poll (request e.g. `{"url":"https://www.deezer.com/playlist/5445409879","target_platform":"tidal"}`) */
                201: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        /** @description The task: /v1/task/{task_id} */
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "7938ebaf-fe7a-4788-ad57-290359aca062",
                         *         "status": "pending",
                         *         "payload": null
                         *       },
                         *       "message": "Playlist conversion started: poll the task every 2 seconds or more",
                         *       "status": 201
                         *     }
                         */
                        "application/json": components["schemas"]["PlaylistTaskCreatedResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description ENOTFOUND: the link's item does not exist, or the one target asked for has no confident match (`platform`, and the closest `candidate` when one was scored); also for `query` when nothing is confident */
                404: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": "ENOTFOUND",
                         *       "message": "no Deezer track confidently matches this track: no candidate on Deezer is the same recording (closest candidate scored 0.00)",
                         *       "status": 404,
                         *       "platform": "deezer",
                         *       "candidate": {
                         *         "id": "3023266010",
                         *         "title": "하루",
                         *         "artists": [
                         *           "이지민"
                         *         ],
                         *         "album": "첫눈 첫눈",
                         *         "url": "https://www.deezer.com/track/3023266010",
                         *         "cover": "https://cdn-images.dzcdn.net/images/cover/b27a5ef8b37a608bb47a621eb57a63b1/640x640-000000-80-0-0.jpg",
                         *         "duration": "4:36",
                         *         "duration_milli": 276000,
                         *         "explicit": true,
                         *         "preview": "",
                         *         "released": "",
                         *         "match": {
                         *           "method": "search",
                         *           "confidence": 0
                         *         }
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["NoMatchErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Unavailable: retry after a while */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/entity/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a music link points at, without converting it
         * @description Reads the entity from its own platform (the app's integration there): title, artists, cover, and for a playlist its owner and track count, so a client can show it before a conversion. Only links to a track, album, artist or playlist on a supported platform are read (short links are followed on the platforms' own shortener hosts only); anything else is 400 `EINVALIDLINK` or `EHOSTUNSUPPORTED`. A text holding one such link is read as that link; one holding several different ones is a 400 `EINVALIDLINK` naming them. A playlist is read page by page (one platform request per page of about 100 tracks) and its summary kept ten minutes; tracks, albums and artists come from the shared cache of source reads.
         */
        get: {
            parameters: {
                query: {
                    /** @description A link to a track, album, artist or playlist, or a text holding one */
                    url: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What a music link points at, without converting it */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "entity": "playlist",
                         *         "platform": "deezer",
                         *         "id": "5445409879",
                         *         "url": "https://www.deezer.com/playlist/5445409879",
                         *         "title": "Rainy Day 2026",
                         *         "artists": [],
                         *         "owner": "Theo B.",
                         *         "cover": "https://cdn-images.dzcdn.net/images/playlist/4cbbed824dbbef154abbea5c4bbbebef/640x640-000000-80-0-0.jpg",
                         *         "track_count": 1
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["EntityLookupResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Unavailable: retry after a while */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/task/{task_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A playlist conversion task, or a transfer
         * @description Pending (with progress), completed (with every target platform’s tracks and the omitted tracks with their reason) or failed (the task under `error`, HTTP 200). Only by the task id the conversion answered with: the short id of the share page is public and does not open the task. Poll every 2 s or more. A library transfer (`kind: "transfer"`) is answered here too, as `GET /v1/account/{userId}/transfers/{id}` answers it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Task id (UUID) */
                    task_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A playlist conversion task, or a transfer */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "7938ebaf-fe7a-4788-ad57-290359aca062",
                         *         "status": "completed",
                         *         "payload": {
                         *           "meta": {
                         *             "url": "https://www.deezer.com/playlist/5445409879",
                         *             "cover": "https://cdn-images.dzcdn.net/images/playlist/4cbbed824dbbef154abbea5c4bbbebef/640x640-000000-80-0-0.jpg",
                         *             "owner": "Theo B.",
                         *             "title": "Rainy Day 2026",
                         *             "entity": "playlist",
                         *             "length": "00:10:09",
                         *             "short_url": "3jNi151T",
                         *             "share_url": "http://127.0.0.1:8787/s/3jNi151T"
                         *           },
                         *           "platforms": {
                         *             "tidal": {
                         *               "length": 609000,
                         *               "tracks": [
                         *                 {
                         *                   "id": "41056753",
                         *                   "url": "https://tidal.com/browse/track/41056753",
                         *                   "isrc": "JPFCC7851470",
                         *                   "album": "東京の雨",
                         *                   "cover": "https://resources.tidal.com/images/050c897d/040c/87ea/030c/8657020c84c4/640x640.jpg",
                         *                   "match": {
                         *                     "method": "isrc",
                         *                     "confidence": 1
                         *                   },
                         *                   "title": "東京の雨",
                         *                   "artists": [
                         *                     "Mateo Brennan"
                         *                   ],
                         *                   "preview": "",
                         *                   "duration": "10:09",
                         *                   "explicit": false,
                         *                   "released": "1978-05-19",
                         *                   "duration_milli": 609000
                         *                 }
                         *               ],
                         *               "omitted": []
                         *             }
                         *           }
                         *         }
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["TaskOrTransferResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/{platform}/playlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's playlists on the platform (every page)
         * @description A revoked grant is EFORBIDDEN (the user must link again); a platform the user has not linked, or another app's user, ENOTFOUND (by e-mail, the message names the platforms the address has linked); an e-mail several users with the platform share, 409.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Segue user id, or the user's e-mail: the one user with that address who linked the platform (several: 409 naming them) */
                    userId: string;
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's playlists on the platform (every page) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 4,
                         *         "payload": [
                         *           {
                         *             "id": "qrOTxeMy6YYkmO58gPAYPt",
                         *             "title": "Velvet 2024",
                         *             "description": "Made by Nina.",
                         *             "public": true,
                         *             "collaborative": false,
                         *             "nb_tracks": 18,
                         *             "url": "https://open.spotify.com/playlist/qrOTxeMy6YYkmO58gPAYPt",
                         *             "cover": "https://mosaic.scdn.co/640/1087b7550f87b5c20e87b42f0d87b29c0c87b1090b87af760a87ade30987ac501887c3ed1787c25a64a36bf665a36d8962a368d063a36a6368a3724269a373d566a36f1c67a370af6ca3788e6da37a21",
                         *             "checksum": "AAAA9025a6ce9125a8618e25a3a88f25",
                         *             "owner": "Nina Moreau"
                         *           }
                         *         ]
                         *       },
                         *       "message": "Spotify playlists fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["LibraryPlaylistsResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/{platform}/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's saved albums
         * @description A revoked grant is EFORBIDDEN (the user must link again); a platform the user has not linked, or another app's user, ENOTFOUND (by e-mail, the message names the platforms the address has linked); an e-mail several users with the platform share, 409.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Segue user id, or the user's e-mail: the one user with that address who linked the platform (several: 409 naming them) */
                    userId: string;
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's saved albums */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "payload": [
                         *           {
                         *             "id": "iLRYWjttm8WHgTbhnC0R4f",
                         *             "title": "Wolf",
                         *             "url": "https://open.spotify.com/album/iLRYWjttm8WHgTbhnC0R4f",
                         *             "release_date": "2023-05-24",
                         *             "explicit": true,
                         *             "track_count": 2,
                         *             "artists": [
                         *               "Chloé & The Satellites"
                         *             ],
                         *             "cover": "https://i.scdn.co/image/ab67616d0000b273371f09bd361f082a351f0697"
                         *           }
                         *         ],
                         *         "total": 10
                         *       },
                         *       "message": "Spotify saved albums fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["LibraryAlbumsResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/{platform}/artists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The artists the user follows
         * @description A revoked grant is EFORBIDDEN (the user must link again); a platform the user has not linked, or another app's user, ENOTFOUND (by e-mail, the message names the platforms the address has linked); an e-mail several users with the platform share, 409.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Segue user id, or the user's e-mail: the one user with that address who linked the platform (several: 409 naming them) */
                    userId: string;
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The artists the user follows */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 14,
                         *         "payload": [
                         *           {
                         *             "id": "ZB0K20JQpeMBI2QwYuGrEN",
                         *             "name": "Maya Nakamura",
                         *             "url": "https://open.spotify.com/artist/ZB0K20JQpeMBI2QwYuGrEN",
                         *             "cover": "https://i.scdn.co/image/ab6761610000e5eb10106616111067a90e1062f0",
                         *             "followers": 1282106
                         *           }
                         *         ]
                         *       },
                         *       "message": "Spotify followed artists fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["LibraryArtistsResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/{platform}/history/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's recently played tracks (TIDAL has none: ENOTSUPPORTED)
         * @description A revoked grant is EFORBIDDEN (the user must link again); a platform the user has not linked, or another app's user, ENOTFOUND (by e-mail, the message names the platforms the address has linked); an e-mail several users with the platform share, 409.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Segue user id, or the user's e-mail: the one user with that address who linked the platform (several: 409 naming them) */
                    userId: string;
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's recently played tracks (TIDAL has none: ENOTSUPPORTED) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "id": "1mUSPXjQh7m52Nqzon6XmK",
                         *           "title": "Secret",
                         *           "artists": [
                         *             "Canyon Horses"
                         *           ],
                         *           "album": "Dizzy Light",
                         *           "url": "https://open.spotify.com/track/1mUSPXjQh7m52Nqzon6XmK",
                         *           "cover": "https://i.scdn.co/image/ab67616d0000b27393674d0192674b6e916749db",
                         *           "duration": "7:53",
                         *           "duration_milli": 472586,
                         *           "explicit": false,
                         *           "preview": "",
                         *           "isrc": "AUBG91413284",
                         *           "released": "2014-03-28",
                         *           "played_at": "2026-11-20T07:50:46.000Z"
                         *         }
                         *       ],
                         *       "message": "Spotify listening history fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["HistoryResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/{platform}/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's liked / saved songs, in the platform's order (local files, episodes and tracks that do not play are kept and marked)
         * @description A revoked grant is EFORBIDDEN (the user must link again); a platform the user has not linked, or another app's user, ENOTFOUND (by e-mail, the message names the platforms the address has linked); an e-mail several users with the platform share, 409.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Segue user id, or the user's e-mail: the one user with that address who linked the platform (several: 409 naming them) */
                    userId: string;
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's liked / saved songs, in the platform's order (local files, episodes and tracks that do not play are kept and marked) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *           "title": "Tender Wolves",
                         *           "artists": [
                         *             "Ava Fontaine"
                         *           ],
                         *           "album": "Summer Signals",
                         *           "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV",
                         *           "cover": "https://i.scdn.co/image/ab67616d0000b273b2c1565eb3c157f1b0c15338",
                         *           "duration": "3:06",
                         *           "duration_milli": 186106,
                         *           "explicit": false,
                         *           "preview": "",
                         *           "isrc": "FR0FA8259767",
                         *           "released": "1982-08-05",
                         *           "kind": "track",
                         *           "playable": true,
                         *           "added_at": "2026-11-19T13:50:13.000Z"
                         *         }
                         *       ],
                         *       "message": "Spotify liked songs fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["LibraryTracksResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/{platform}/playlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's playlists on the platform (every page), for the user of the linking token
         * @description Also needs `Authorization: Bearer <linking token>`: the user the token names, in the app of the public key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's playlists on the platform (every page), for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 4,
                         *         "payload": [
                         *           {
                         *             "id": "qrOTxeMy6YYkmO58gPAYPt",
                         *             "title": "Velvet 2024",
                         *             "description": "Made by Nina.",
                         *             "public": true,
                         *             "collaborative": false,
                         *             "nb_tracks": 18,
                         *             "url": "https://open.spotify.com/playlist/qrOTxeMy6YYkmO58gPAYPt",
                         *             "cover": "https://mosaic.scdn.co/640/1087b7550f87b5c20e87b42f0d87b29c0c87b1090b87af760a87ade30987ac501887c3ed1787c25a64a36bf665a36d8962a368d063a36a6368a3724269a373d566a36f1c67a370af6ca3788e6da37a21",
                         *             "checksum": "AAAA9025a6ce9125a8618e25a3a88f25",
                         *             "owner": "Nina Moreau"
                         *           }
                         *         ]
                         *       },
                         *       "message": "Spotify playlists fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["LibraryPlaylistsResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Converts a playlist and adds it to the user's library on the platform, as one task
         * @description Also needs `Authorization: Bearer <linking token>`: the user the token names, in the app of the public key. Poll GET /v1/task/{task_id}; the completed payload has the conversion and `library`: {platform, url, title, tracks}. With an `Idempotency-Key` header, the same request again (the same playlist, platform and title) within 24 hours answers 200 with the task the first one started, pending or completed with its `library.url`, and `Idempotent-Replayed: true`, instead of making a second playlist (409 while the first is starting, 422 for another request with the key); a key whose task failed starts anew.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any unique string per intended playlist, e.g. derived from the source playlist and the platform */
                    "Idempotency-Key"?: string;
                };
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "url": "https://www.deezer.com/playlist/5445409879",
                     *       "title": "Rainy Day"
                     *     }
                     */
                    "application/json": {
                        url: string;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description The same request with the same Idempotency-Key: the task the first one started (pending, or completed with `library`) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "7938ebaf-fe7a-4788-ad57-290359aca062",
                         *         "status": "completed",
                         *         "payload": {
                         *           "meta": {
                         *             "url": "https://www.deezer.com/playlist/5445409879",
                         *             "cover": "https://cdn-images.dzcdn.net/images/playlist/4cbbed824dbbef154abbea5c4bbbebef/640x640-000000-80-0-0.jpg",
                         *             "owner": "Theo B.",
                         *             "title": "Rainy Day 2026",
                         *             "entity": "playlist",
                         *             "length": "00:10:09",
                         *             "short_url": "3jNi151T",
                         *             "share_url": "http://127.0.0.1:8787/s/3jNi151T"
                         *           },
                         *           "platforms": {
                         *             "tidal": {
                         *               "length": 609000,
                         *               "tracks": [
                         *                 {
                         *                   "id": "41056753",
                         *                   "url": "https://tidal.com/browse/track/41056753",
                         *                   "isrc": "JPFCC7851470",
                         *                   "album": "東京の雨",
                         *                   "cover": "https://resources.tidal.com/images/050c897d/040c/87ea/030c/8657020c84c4/640x640.jpg",
                         *                   "match": {
                         *                     "method": "isrc",
                         *                     "confidence": 1
                         *                   },
                         *                   "title": "東京の雨",
                         *                   "artists": [
                         *                     "Mateo Brennan"
                         *                   ],
                         *                   "preview": "",
                         *                   "duration": "10:09",
                         *                   "explicit": false,
                         *                   "released": "1978-05-19",
                         *                   "duration_milli": 609000
                         *                 }
                         *               ],
                         *               "omitted": []
                         *             }
                         *           },
                         *           "library": {
                         *             "platform": "tidal",
                         *             "url": "https://tidal.com/browse/playlist/0c1d7b2e-5f3a-4e8b-9a6d-2b4c8e1f7a93",
                         *             "title": "Rainy Day",
                         *             "tracks": 3
                         *           }
                         *         }
                         *       },
                         *       "message": "This Idempotency-Key's task already added it: no second playlist was made",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["TaskSuccessResponse"];
                    };
                };
                /** @description Converts a playlist and adds it to the user's library on the platform, as one task */
                201: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "7938ebaf-fe7a-4788-ad57-290359aca062",
                         *         "status": "pending",
                         *         "payload": null
                         *       },
                         *       "message": "Converting the playlist for the user's Spotify library: poll the task every 2 seconds or more",
                         *       "status": 201
                         *     }
                         */
                        "application/json": components["schemas"]["PlaylistTaskCreatedResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/{platform}/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's saved albums, for the user of the linking token
         * @description Also needs `Authorization: Bearer <linking token>`: the user the token names, in the app of the public key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's saved albums, for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "payload": [
                         *           {
                         *             "id": "iLRYWjttm8WHgTbhnC0R4f",
                         *             "title": "Wolf",
                         *             "url": "https://open.spotify.com/album/iLRYWjttm8WHgTbhnC0R4f",
                         *             "release_date": "2023-05-24",
                         *             "explicit": true,
                         *             "track_count": 2,
                         *             "artists": [
                         *               "Chloé & The Satellites"
                         *             ],
                         *             "cover": "https://i.scdn.co/image/ab67616d0000b273371f09bd361f082a351f0697"
                         *           }
                         *         ],
                         *         "total": 10
                         *       },
                         *       "message": "Spotify saved albums fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["LibraryAlbumsResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/{platform}/artists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The artists the user follows, for the user of the linking token
         * @description Also needs `Authorization: Bearer <linking token>`: the user the token names, in the app of the public key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The artists the user follows, for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "total": 14,
                         *         "payload": [
                         *           {
                         *             "id": "ZB0K20JQpeMBI2QwYuGrEN",
                         *             "name": "Maya Nakamura",
                         *             "url": "https://open.spotify.com/artist/ZB0K20JQpeMBI2QwYuGrEN",
                         *             "cover": "https://i.scdn.co/image/ab6761610000e5eb10106616111067a90e1062f0",
                         *             "followers": 1282106
                         *           }
                         *         ]
                         *       },
                         *       "message": "Spotify followed artists fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["LibraryArtistsResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/{platform}/history/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's recently played tracks (TIDAL has none: ENOTSUPPORTED), for the user of the linking token
         * @description Also needs `Authorization: Bearer <linking token>`: the user the token names, in the app of the public key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's recently played tracks (TIDAL has none: ENOTSUPPORTED), for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "id": "1mUSPXjQh7m52Nqzon6XmK",
                         *           "title": "Secret",
                         *           "artists": [
                         *             "Canyon Horses"
                         *           ],
                         *           "album": "Dizzy Light",
                         *           "url": "https://open.spotify.com/track/1mUSPXjQh7m52Nqzon6XmK",
                         *           "cover": "https://i.scdn.co/image/ab67616d0000b27393674d0192674b6e916749db",
                         *           "duration": "7:53",
                         *           "duration_milli": 472586,
                         *           "explicit": false,
                         *           "preview": "",
                         *           "isrc": "AUBG91413284",
                         *           "released": "2014-03-28",
                         *           "played_at": "2026-11-20T07:50:46.000Z"
                         *         }
                         *       ],
                         *       "message": "Spotify listening history fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["HistoryResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/{platform}/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's liked / saved songs, in the platform's order (local files, episodes and tracks that do not play are kept and marked), for the user of the linking token
         * @description Also needs `Authorization: Bearer <linking token>`: the user the token names, in the app of the public key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's liked / saved songs, in the platform's order (local files, episodes and tracks that do not play are kept and marked), for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *           "title": "Tender Wolves",
                         *           "artists": [
                         *             "Ava Fontaine"
                         *           ],
                         *           "album": "Summer Signals",
                         *           "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV",
                         *           "cover": "https://i.scdn.co/image/ab67616d0000b273b2c1565eb3c157f1b0c15338",
                         *           "duration": "3:06",
                         *           "duration_milli": 186106,
                         *           "explicit": false,
                         *           "preview": "",
                         *           "isrc": "FR0FA8259767",
                         *           "released": "1982-08-05",
                         *           "kind": "track",
                         *           "playable": true,
                         *           "added_at": "2026-11-19T13:50:13.000Z"
                         *         }
                         *       ],
                         *       "message": "Spotify liked songs fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["LibraryTracksResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/{platform}/playlists/{playlistId}/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A library playlist and every entry, in order (local files, episodes and tracks that do not play kept and marked)
         * @description Any playlist of the library: own, collaborative or followed, private included.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Segue user id, or the user's e-mail: the one user with that address who linked the platform (several: 409 naming them) */
                    userId: string;
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                    /** @description The playlist id as GET …/playlists lists it */
                    playlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A library playlist and every entry, in order (local files, episodes and tracks that do not play kept and marked) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "playlist": {
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020",
                         *           "public": true,
                         *           "collaborative": false,
                         *           "nb_tracks": 4,
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "cover": "https://mosaic.scdn.co/640/63108c5162108abe6110892b601087986710929d6610910a65108f7764108de45b107fb95a107e26ee0a1d8aef0a1f1dec0a1a64ed0a1bf7ea0a173eeb0a18d1e80a1418e90a15abe60a10f2e70a1285",
                         *           "checksum": "AAAA5d9739bc5e973b4f5f973ce26097",
                         *           "owner": "Nina Moreau"
                         *         },
                         *         "tracks": [
                         *           {
                         *             "id": "Hq2I4ObAEpWbprztNNp7OX",
                         *             "title": "Telephone 51",
                         *             "artists": [
                         *               "Felix Hart"
                         *             ],
                         *             "album": "Desert of Ghosts",
                         *             "url": "https://open.spotify.com/track/Hq2I4ObAEpWbprztNNp7OX",
                         *             "cover": "https://i.scdn.co/image/ab67616d0000b27376a2c85d75a2c6ca74a2c537",
                         *             "duration": "4:10",
                         *             "duration_milli": 249958,
                         *             "explicit": false,
                         *             "preview": "",
                         *             "isrc": "BR0Y12127175",
                         *             "released": "2021-05-27",
                         *             "kind": "track",
                         *             "playable": true,
                         *             "added_at": "2022-04-29T14:03:25.000Z"
                         *           }
                         *         ]
                         *       },
                         *       "message": "Spotify playlist fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["LibraryPlaylistTracksResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/{platform}/playlists/{playlistId}/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A library playlist and every entry, in order (local files, episodes and tracks that do not play kept and marked)
         * @description Also needs `Authorization: Bearer <linking token>`: the user the token names, in the app of the public key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                    /** @description The playlist id as GET …/playlists lists it */
                    playlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A library playlist and every entry, in order (local files, episodes and tracks that do not play kept and marked) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "playlist": {
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020",
                         *           "public": true,
                         *           "collaborative": false,
                         *           "nb_tracks": 4,
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "cover": "https://mosaic.scdn.co/640/63108c5162108abe6110892b601087986710929d6610910a65108f7764108de45b107fb95a107e26ee0a1d8aef0a1f1dec0a1a64ed0a1bf7ea0a173eeb0a18d1e80a1418e90a15abe60a10f2e70a1285",
                         *           "checksum": "AAAA5d9739bc5e973b4f5f973ce26097",
                         *           "owner": "Nina Moreau"
                         *         },
                         *         "tracks": [
                         *           {
                         *             "id": "Hq2I4ObAEpWbprztNNp7OX",
                         *             "title": "Telephone 51",
                         *             "artists": [
                         *               "Felix Hart"
                         *             ],
                         *             "album": "Desert of Ghosts",
                         *             "url": "https://open.spotify.com/track/Hq2I4ObAEpWbprztNNp7OX",
                         *             "cover": "https://i.scdn.co/image/ab67616d0000b27376a2c85d75a2c6ca74a2c537",
                         *             "duration": "4:10",
                         *             "duration_milli": 249958,
                         *             "explicit": false,
                         *             "preview": "",
                         *             "isrc": "BR0Y12127175",
                         *             "released": "2021-05-27",
                         *             "kind": "track",
                         *             "playable": true,
                         *             "added_at": "2022-04-29T14:03:25.000Z"
                         *           }
                         *         ]
                         *       },
                         *       "message": "Spotify playlist fetched",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["LibraryPlaylistTracksResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account of the user of the linking token
         * @description Also needs `Authorization: Bearer <linking token>`: the user the token names, in the app of the public key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account of the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "77cfa4d4-4dbd-47a2-9fcd-b3fd32241f2a",
                         *         "email": "listener1@sandbox.segue.test",
                         *         "spotify": {
                         *           "platform": "spotify",
                         *           "username": "Nina Moreau",
                         *           "profile_picture": "https://i.scdn.co/image/ab6775700000ee856a4885cc6b48875f6c4888f2",
                         *           "followers": 143,
                         *           "platform_id": "317mpm523rwzoufg2kohnmywc2rj",
                         *           "platform_subscription_plan": "premium",
                         *           "url": "https://open.spotify.com/user/317mpm523rwzoufg2kohnmywc2rj"
                         *         }
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["AccountResponse"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/playlist/{platform}/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a playlist with these tracks in the user's library
         * @description `user` is the Segue user id (UUID) or e-mail. The body is the `AddPlaylistRequest_<platform>` variant of the path's platform: every id must have that platform's format and exist on the platform (checked before anything is created; the 400 names every bad or unknown id); at most 10,000. An `Idempotency-Key` header makes a retry within 24 hours answer the first result (409 while it runs, 422 for another body). Tracks are added in the platform batch size; a failure part way says which were added.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any unique string per intended playlist; a retry with the same key returns the first result */
                    "Idempotency-Key"?: string;
                };
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AddPlaylistRequest_applemusic"] | components["schemas"]["AddPlaylistRequest_spotify"] | components["schemas"]["AddPlaylistRequest_deezer"] | components["schemas"]["AddPlaylistRequest_tidal"] | components["schemas"]["AddPlaylistRequest_ytmusic"];
                };
            };
            responses: {
                /** @description Creates a playlist with these tracks in the user's library */
                201: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": "https://open.spotify.com/playlist/3cEYpjA9oz9GiPac4AsH4n",
                         *       "message": "Playlist added to the user's Spotify library",
                         *       "status": 201
                         *     }
                         */
                        "application/json": components["schemas"]["AddPlaylistResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/playlist/{platform}/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a playlist with these tracks in the user's library
         * @description `user` is the Segue user id (UUID) or e-mail. The body is the `AddPlaylistRequest_<platform>` variant of the path's platform: every id must have that platform's format and exist on the platform (checked before anything is created; the 400 names every bad or unknown id); at most 10,000. An `Idempotency-Key` header makes a retry within 24 hours answer the first result (409 while it runs, 422 for another body). Tracks are added in the platform batch size; a failure part way says which were added.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any unique string per intended playlist; a retry with the same key returns the first result */
                    "Idempotency-Key"?: string;
                };
                path: {
                    /** @description applemusic, spotify, deezer, tidal or ytmusic (YouTube Music, through the YouTube Data API v3: playlists, liked songs and subscriptions as followed artists; albums and history answer ENOTSUPPORTED) */
                    platform: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AddPlaylistRequest_applemusic"] | components["schemas"]["AddPlaylistRequest_spotify"] | components["schemas"]["AddPlaylistRequest_deezer"] | components["schemas"]["AddPlaylistRequest_tidal"] | components["schemas"]["AddPlaylistRequest_ytmusic"];
                };
            };
            responses: {
                /** @description Creates a playlist with these tracks in the user's library */
                201: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": "https://open.spotify.com/playlist/3cEYpjA9oz9GiPac4AsH4n",
                         *       "message": "Playlist added to the user's Spotify library",
                         *       "status": 201
                         *     }
                         */
                        "application/json": components["schemas"]["AddPlaylistResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Forbidden: the platform refused (a revoked grant: the user must link again) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's transfers
         * @description Newest first (at most 50), with progress per kind; items are in each transfer read alone.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The Segue user id, or the user's e-mail */
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's transfers */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
                         *           "kind": "transfer",
                         *           "status": "completed",
                         *           "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
                         *           "from": "spotify",
                         *           "to": "deezer",
                         *           "created_at": "2026-11-29T02:47:20.967Z",
                         *           "progress": {
                         *             "step": "finished",
                         *             "kinds": {
                         *               "artists": {
                         *                 "total": 14,
                         *                 "done": 14,
                         *                 "added": 11,
                         *                 "already_there": 3,
                         *                 "left_out": 0
                         *               },
                         *               "playlists": {
                         *                 "total": 4,
                         *                 "done": 4,
                         *                 "added": 4,
                         *                 "already_there": 0,
                         *                 "left_out": 0
                         *               }
                         *             },
                         *             "total": 18,
                         *             "done": 18,
                         *             "estimate": {
                         *               "basis": "matched",
                         *               "items": 18,
                         *               "write_requests": 16,
                         *               "quota_units": 16,
                         *               "finishes_at": "2026-11-29T02:47:23.789Z"
                         *             }
                         *           },
                         *           "playlists": [
                         *             {
                         *               "source": {
                         *                 "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *                 "title": "Dizzy 2020",
                         *                 "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh"
                         *               },
                         *               "target": {
                         *                 "id": "1923045545",
                         *                 "url": "https://www.deezer.com/playlist/1923045545"
                         *               },
                         *               "state": "created",
                         *               "tracks": 0,
                         *               "added": 0
                         *             }
                         *           ]
                         *         }
                         *       ],
                         *       "message": "Transfers of the user, newest first",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["TransferListResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Move a user's library to another platform
         * @description Liked songs, saved albums, followed artists and playlists, from one linked platform of the user to another, as a task. Nothing the target already holds is added twice (`skip_existing`, default on; a playlist copied by an earlier transfer is extended). Every write is recorded before it is sent and confirmed after, so a transfer resumes after any interruption without duplicates. Quota-metered targets (YouTube Music: 10,000 units a day) are planned: the task says `waiting_for_quota` with `resumes_at` and goes on by itself. A second transfer of the same pair while one runs is refused (409, naming the running task). Honours `Idempotency-Key`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any unique string per intended transfer: a retry with the same key answers the transfer the first request started */
                    "Idempotency-Key"?: string;
                };
                path: {
                    /** @description The Segue user id, or the user's e-mail */
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "from": "spotify",
                     *       "to": "deezer",
                     *       "include": {
                     *         "liked_tracks": false,
                     *         "albums": false,
                     *         "artists": true,
                     *         "playlists": [
                     *           "eZthwn6LVwP9gxXCHDXSKh"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TransferRequest"];
                };
            };
            responses: {
                /** @description The same request with the same Idempotency-Key: the transfer the first one started (`Idempotent-Replayed: true`) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
                         *         "kind": "transfer",
                         *         "status": "completed",
                         *         "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
                         *         "from": "spotify",
                         *         "to": "deezer",
                         *         "created_at": "2026-11-29T02:47:20.967Z",
                         *         "progress": {
                         *           "step": "finished",
                         *           "kinds": {
                         *             "artists": {
                         *               "total": 14,
                         *               "done": 14,
                         *               "added": 11,
                         *               "already_there": 3,
                         *               "left_out": 0
                         *             },
                         *             "playlists": {
                         *               "total": 4,
                         *               "done": 4,
                         *               "added": 4,
                         *               "already_there": 0,
                         *               "left_out": 0
                         *             }
                         *           },
                         *           "total": 18,
                         *           "done": 18,
                         *           "estimate": {
                         *             "basis": "matched",
                         *             "items": 18,
                         *             "write_requests": 16,
                         *             "quota_units": 16,
                         *             "finishes_at": "2026-11-29T02:47:23.789Z"
                         *           }
                         *         },
                         *         "playlists": [
                         *           {
                         *             "source": {
                         *               "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *               "title": "Dizzy 2020",
                         *               "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh"
                         *             },
                         *             "target": {
                         *               "id": "1923045545",
                         *               "url": "https://www.deezer.com/playlist/1923045545"
                         *             },
                         *             "state": "created",
                         *             "tracks": 4,
                         *             "added": 4
                         *           }
                         *         ],
                         *         "items": [
                         *           {
                         *             "kind": "artist",
                         *             "position": 1,
                         *             "source": {
                         *               "id": "CpWaFfuRxQ1t9JhOEzW7ve",
                         *               "title": "Nico & The Engines",
                         *               "artists": [],
                         *               "url": "https://open.spotify.com/artist/CpWaFfuRxQ1t9JhOEzW7ve"
                         *             },
                         *             "outcome": "added",
                         *             "target": {
                         *               "id": "146822838",
                         *               "url": "https://www.deezer.com/artist/146822838",
                         *               "title": "Nico & The Engines",
                         *               "artists": []
                         *             },
                         *             "match": {
                         *               "method": "search",
                         *               "confidence": 0.95
                         *             }
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["TransferResponse"];
                    };
                };
                /** @description Move a user's library to another platform */
                201: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
                         *         "kind": "transfer",
                         *         "status": "pending",
                         *         "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
                         *         "from": "spotify",
                         *         "to": "deezer",
                         *         "created_at": "2026-11-29T02:47:20.967Z",
                         *         "progress": {
                         *           "step": "queued",
                         *           "kinds": {},
                         *           "total": 0,
                         *           "done": 0,
                         *           "estimate": {
                         *             "basis": "source",
                         *             "items": 18,
                         *             "write_requests": 16,
                         *             "quota_units": 16,
                         *             "finishes_at": "2026-11-29T02:47:22.571Z"
                         *           }
                         *         },
                         *         "playlists": []
                         *       },
                         *       "message": "Moving the user's library from Spotify to Deezer: poll the task every 5 seconds or more",
                         *       "status": 201
                         *     }
                         */
                        "application/json": components["schemas"]["TransferResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/transfers/{transferId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transfer
         * @description Progress while it runs; once finished, every item with what became of it (added, already there, or left out with a stable `code`).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The Segue user id, or the user's e-mail */
                    userId: string;
                    /** @description The task id the transfer answered with */
                    transferId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One transfer */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
                         *         "kind": "transfer",
                         *         "status": "completed",
                         *         "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
                         *         "from": "spotify",
                         *         "to": "deezer",
                         *         "created_at": "2026-11-29T02:47:20.967Z",
                         *         "progress": {
                         *           "step": "finished",
                         *           "kinds": {
                         *             "artists": {
                         *               "total": 14,
                         *               "done": 14,
                         *               "added": 11,
                         *               "already_there": 3,
                         *               "left_out": 0
                         *             },
                         *             "playlists": {
                         *               "total": 4,
                         *               "done": 4,
                         *               "added": 4,
                         *               "already_there": 0,
                         *               "left_out": 0
                         *             }
                         *           },
                         *           "total": 18,
                         *           "done": 18,
                         *           "estimate": {
                         *             "basis": "matched",
                         *             "items": 18,
                         *             "write_requests": 16,
                         *             "quota_units": 16,
                         *             "finishes_at": "2026-11-29T02:47:23.789Z"
                         *           }
                         *         },
                         *         "playlists": [
                         *           {
                         *             "source": {
                         *               "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *               "title": "Dizzy 2020",
                         *               "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh"
                         *             },
                         *             "target": {
                         *               "id": "1923045545",
                         *               "url": "https://www.deezer.com/playlist/1923045545"
                         *             },
                         *             "state": "created",
                         *             "tracks": 4,
                         *             "added": 4
                         *           }
                         *         ],
                         *         "items": [
                         *           {
                         *             "kind": "artist",
                         *             "position": 1,
                         *             "source": {
                         *               "id": "CpWaFfuRxQ1t9JhOEzW7ve",
                         *               "title": "Nico & The Engines",
                         *               "artists": [],
                         *               "url": "https://open.spotify.com/artist/CpWaFfuRxQ1t9JhOEzW7ve"
                         *             },
                         *             "outcome": "added",
                         *             "target": {
                         *               "id": "146822838",
                         *               "url": "https://www.deezer.com/artist/146822838",
                         *               "title": "Nico & The Engines",
                         *               "artists": []
                         *             },
                         *             "match": {
                         *               "method": "search",
                         *               "confidence": 0.95
                         *             }
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["TransferResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/transfers/{transferId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a chosen target to a left-out item
         * @description For an item left out (uncertain, not found…) of a finished transfer: the chosen track, album or artist id on the target (one of the item's `candidates`, or one found by search) is checked on the target's catalog and written to the user's library (a playlist track to the playlist’s copy). The item becomes `added` with a `manual` match; the choice is not shared with anyone else.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The Segue user id, or the user's e-mail */
                    userId: string;
                    /** @description The task id the transfer answered with */
                    transferId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "list": "artists",
                     *       "position": 1,
                     *       "target_id": "146822838"
                     *     }
                     */
                    "application/json": components["schemas"]["ApplyTransferItemRequest"];
                };
            };
            responses: {
                /** @description Apply a chosen target to a left-out item */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
                         *         "kind": "transfer",
                         *         "status": "completed",
                         *         "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
                         *         "from": "spotify",
                         *         "to": "deezer",
                         *         "created_at": "2026-11-29T02:47:20.967Z",
                         *         "progress": {
                         *           "step": "finished",
                         *           "kinds": {
                         *             "artists": {
                         *               "total": 14,
                         *               "done": 14,
                         *               "added": 11,
                         *               "already_there": 3,
                         *               "left_out": 0
                         *             },
                         *             "playlists": {
                         *               "total": 4,
                         *               "done": 4,
                         *               "added": 4,
                         *               "already_there": 0,
                         *               "left_out": 0
                         *             }
                         *           },
                         *           "total": 18,
                         *           "done": 18,
                         *           "estimate": {
                         *             "basis": "matched",
                         *             "items": 18,
                         *             "write_requests": 16,
                         *             "quota_units": 16,
                         *             "finishes_at": "2026-11-29T02:47:23.789Z"
                         *           }
                         *         },
                         *         "playlists": [
                         *           {
                         *             "source": {
                         *               "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *               "title": "Dizzy 2020",
                         *               "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh"
                         *             },
                         *             "target": {
                         *               "id": "1923045545",
                         *               "url": "https://www.deezer.com/playlist/1923045545"
                         *             },
                         *             "state": "created",
                         *             "tracks": 4,
                         *             "added": 4
                         *           }
                         *         ],
                         *         "items": [
                         *           {
                         *             "kind": "artist",
                         *             "position": 1,
                         *             "source": {
                         *               "id": "CpWaFfuRxQ1t9JhOEzW7ve",
                         *               "title": "Nico & The Engines",
                         *               "artists": [],
                         *               "url": "https://open.spotify.com/artist/CpWaFfuRxQ1t9JhOEzW7ve"
                         *             },
                         *             "outcome": "added",
                         *             "target": {
                         *               "id": "146822838",
                         *               "url": "https://www.deezer.com/artist/146822838",
                         *               "title": "Nico & The Engines",
                         *               "artists": []
                         *             },
                         *             "match": {
                         *               "method": "search",
                         *               "confidence": 0.95
                         *             }
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["TransferResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's transfers, for the user of the linking token
         * @description As `GET /v1/account/{userId}/transfers`, for the user of `Authorization: Bearer <linking token>`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's transfers, for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
                         *           "kind": "transfer",
                         *           "status": "completed",
                         *           "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
                         *           "from": "spotify",
                         *           "to": "deezer",
                         *           "created_at": "2026-11-29T02:47:20.967Z",
                         *           "progress": {
                         *             "step": "finished",
                         *             "kinds": {
                         *               "artists": {
                         *                 "total": 14,
                         *                 "done": 14,
                         *                 "added": 11,
                         *                 "already_there": 3,
                         *                 "left_out": 0
                         *               },
                         *               "playlists": {
                         *                 "total": 4,
                         *                 "done": 4,
                         *                 "added": 4,
                         *                 "already_there": 0,
                         *                 "left_out": 0
                         *               }
                         *             },
                         *             "total": 18,
                         *             "done": 18,
                         *             "estimate": {
                         *               "basis": "matched",
                         *               "items": 18,
                         *               "write_requests": 16,
                         *               "quota_units": 16,
                         *               "finishes_at": "2026-11-29T02:47:23.789Z"
                         *             }
                         *           },
                         *           "playlists": [
                         *             {
                         *               "source": {
                         *                 "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *                 "title": "Dizzy 2020",
                         *                 "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh"
                         *               },
                         *               "target": {
                         *                 "id": "1923045545",
                         *                 "url": "https://www.deezer.com/playlist/1923045545"
                         *               },
                         *               "state": "created",
                         *               "tracks": 0,
                         *               "added": 0
                         *             }
                         *           ]
                         *         }
                         *       ],
                         *       "message": "Transfers of the user, newest first",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["TransferListResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Move a user's library to another platform, for the user of the linking token
         * @description As `POST /v1/account/{userId}/transfers`, for the user of `Authorization: Bearer <linking token>`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any unique string per intended transfer: a retry with the same key answers the transfer the first request started */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "from": "spotify",
                     *       "to": "deezer",
                     *       "include": {
                     *         "liked_tracks": false,
                     *         "albums": false,
                     *         "artists": true,
                     *         "playlists": [
                     *           "eZthwn6LVwP9gxXCHDXSKh"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TransferRequest"];
                };
            };
            responses: {
                /** @description The same request with the same Idempotency-Key: the transfer the first one started (`Idempotent-Replayed: true`) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
                         *         "kind": "transfer",
                         *         "status": "completed",
                         *         "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
                         *         "from": "spotify",
                         *         "to": "deezer",
                         *         "created_at": "2026-11-29T02:47:20.967Z",
                         *         "progress": {
                         *           "step": "finished",
                         *           "kinds": {
                         *             "artists": {
                         *               "total": 14,
                         *               "done": 14,
                         *               "added": 11,
                         *               "already_there": 3,
                         *               "left_out": 0
                         *             },
                         *             "playlists": {
                         *               "total": 4,
                         *               "done": 4,
                         *               "added": 4,
                         *               "already_there": 0,
                         *               "left_out": 0
                         *             }
                         *           },
                         *           "total": 18,
                         *           "done": 18,
                         *           "estimate": {
                         *             "basis": "matched",
                         *             "items": 18,
                         *             "write_requests": 16,
                         *             "quota_units": 16,
                         *             "finishes_at": "2026-11-29T02:47:23.789Z"
                         *           }
                         *         },
                         *         "playlists": [
                         *           {
                         *             "source": {
                         *               "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *               "title": "Dizzy 2020",
                         *               "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh"
                         *             },
                         *             "target": {
                         *               "id": "1923045545",
                         *               "url": "https://www.deezer.com/playlist/1923045545"
                         *             },
                         *             "state": "created",
                         *             "tracks": 4,
                         *             "added": 4
                         *           }
                         *         ],
                         *         "items": [
                         *           {
                         *             "kind": "artist",
                         *             "position": 1,
                         *             "source": {
                         *               "id": "CpWaFfuRxQ1t9JhOEzW7ve",
                         *               "title": "Nico & The Engines",
                         *               "artists": [],
                         *               "url": "https://open.spotify.com/artist/CpWaFfuRxQ1t9JhOEzW7ve"
                         *             },
                         *             "outcome": "added",
                         *             "target": {
                         *               "id": "146822838",
                         *               "url": "https://www.deezer.com/artist/146822838",
                         *               "title": "Nico & The Engines",
                         *               "artists": []
                         *             },
                         *             "match": {
                         *               "method": "search",
                         *               "confidence": 0.95
                         *             }
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["TransferResponse"];
                    };
                };
                /** @description Move a user's library to another platform, for the user of the linking token */
                201: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
                         *         "kind": "transfer",
                         *         "status": "pending",
                         *         "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
                         *         "from": "spotify",
                         *         "to": "deezer",
                         *         "created_at": "2026-11-29T02:47:20.967Z",
                         *         "progress": {
                         *           "step": "queued",
                         *           "kinds": {},
                         *           "total": 0,
                         *           "done": 0,
                         *           "estimate": {
                         *             "basis": "source",
                         *             "items": 18,
                         *             "write_requests": 16,
                         *             "quota_units": 16,
                         *             "finishes_at": "2026-11-29T02:47:22.571Z"
                         *           }
                         *         },
                         *         "playlists": []
                         *       },
                         *       "message": "Moving the user's library from Spotify to Deezer: poll the task every 5 seconds or more",
                         *       "status": 201
                         *     }
                         */
                        "application/json": components["schemas"]["TransferResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/transfers/{transferId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transfer, for the user of the linking token
         * @description As `GET /v1/account/{userId}/transfers/{transferId}`, for the user of `Authorization: Bearer <linking token>`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The task id the transfer answered with */
                    transferId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One transfer, for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
                         *         "kind": "transfer",
                         *         "status": "completed",
                         *         "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
                         *         "from": "spotify",
                         *         "to": "deezer",
                         *         "created_at": "2026-11-29T02:47:20.967Z",
                         *         "progress": {
                         *           "step": "finished",
                         *           "kinds": {
                         *             "artists": {
                         *               "total": 14,
                         *               "done": 14,
                         *               "added": 11,
                         *               "already_there": 3,
                         *               "left_out": 0
                         *             },
                         *             "playlists": {
                         *               "total": 4,
                         *               "done": 4,
                         *               "added": 4,
                         *               "already_there": 0,
                         *               "left_out": 0
                         *             }
                         *           },
                         *           "total": 18,
                         *           "done": 18,
                         *           "estimate": {
                         *             "basis": "matched",
                         *             "items": 18,
                         *             "write_requests": 16,
                         *             "quota_units": 16,
                         *             "finishes_at": "2026-11-29T02:47:23.789Z"
                         *           }
                         *         },
                         *         "playlists": [
                         *           {
                         *             "source": {
                         *               "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *               "title": "Dizzy 2020",
                         *               "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh"
                         *             },
                         *             "target": {
                         *               "id": "1923045545",
                         *               "url": "https://www.deezer.com/playlist/1923045545"
                         *             },
                         *             "state": "created",
                         *             "tracks": 4,
                         *             "added": 4
                         *           }
                         *         ],
                         *         "items": [
                         *           {
                         *             "kind": "artist",
                         *             "position": 1,
                         *             "source": {
                         *               "id": "CpWaFfuRxQ1t9JhOEzW7ve",
                         *               "title": "Nico & The Engines",
                         *               "artists": [],
                         *               "url": "https://open.spotify.com/artist/CpWaFfuRxQ1t9JhOEzW7ve"
                         *             },
                         *             "outcome": "added",
                         *             "target": {
                         *               "id": "146822838",
                         *               "url": "https://www.deezer.com/artist/146822838",
                         *               "title": "Nico & The Engines",
                         *               "artists": []
                         *             },
                         *             "match": {
                         *               "method": "search",
                         *               "confidence": 0.95
                         *             }
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["TransferResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/transfers/{transferId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a chosen target to a left-out item, for the user of the linking token
         * @description As `POST /v1/account/{userId}/transfers/{transferId}/items`, for the user of `Authorization: Bearer <linking token>`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The task id the transfer answered with */
                    transferId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "list": "artists",
                     *       "position": 1,
                     *       "target_id": "146822838"
                     *     }
                     */
                    "application/json": components["schemas"]["ApplyTransferItemRequest"];
                };
            };
            responses: {
                /** @description Apply a chosen target to a left-out item, for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "task_id": "a9c1bd54-474c-4a01-8f71-d2c050b51fed",
                         *         "kind": "transfer",
                         *         "status": "completed",
                         *         "user_id": "639946f9-0260-4619-9060-c33d82355a6a",
                         *         "from": "spotify",
                         *         "to": "deezer",
                         *         "created_at": "2026-11-29T02:47:20.967Z",
                         *         "progress": {
                         *           "step": "finished",
                         *           "kinds": {
                         *             "artists": {
                         *               "total": 14,
                         *               "done": 14,
                         *               "added": 11,
                         *               "already_there": 3,
                         *               "left_out": 0
                         *             },
                         *             "playlists": {
                         *               "total": 4,
                         *               "done": 4,
                         *               "added": 4,
                         *               "already_there": 0,
                         *               "left_out": 0
                         *             }
                         *           },
                         *           "total": 18,
                         *           "done": 18,
                         *           "estimate": {
                         *             "basis": "matched",
                         *             "items": 18,
                         *             "write_requests": 16,
                         *             "quota_units": 16,
                         *             "finishes_at": "2026-11-29T02:47:23.789Z"
                         *           }
                         *         },
                         *         "playlists": [
                         *           {
                         *             "source": {
                         *               "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *               "title": "Dizzy 2020",
                         *               "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh"
                         *             },
                         *             "target": {
                         *               "id": "1923045545",
                         *               "url": "https://www.deezer.com/playlist/1923045545"
                         *             },
                         *             "state": "created",
                         *             "tracks": 4,
                         *             "added": 4
                         *           }
                         *         ],
                         *         "items": [
                         *           {
                         *             "kind": "artist",
                         *             "position": 1,
                         *             "source": {
                         *               "id": "CpWaFfuRxQ1t9JhOEzW7ve",
                         *               "title": "Nico & The Engines",
                         *               "artists": [],
                         *               "url": "https://open.spotify.com/artist/CpWaFfuRxQ1t9JhOEzW7ve"
                         *             },
                         *             "outcome": "added",
                         *             "target": {
                         *               "id": "146822838",
                         *               "url": "https://www.deezer.com/artist/146822838",
                         *               "title": "Nico & The Engines",
                         *               "artists": []
                         *             },
                         *             "match": {
                         *               "method": "search",
                         *               "confidence": 0.95
                         *             }
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["TransferResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/syncs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's syncs
         * @description Newest first, each with its state, its last run and its next one; the history is in each sync read alone.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The Segue user id, or the user's e-mail */
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's syncs */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *           "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *           "source": {
                         *             "platform": "spotify",
                         *             "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *             "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *             "title": "Dizzy 2020"
                         *           },
                         *           "target": {
                         *             "platform": "deezer",
                         *             "playlist": {
                         *               "id": "908622995",
                         *               "url": "https://www.deezer.com/playlist/908622995"
                         *             }
                         *           },
                         *           "mode": "mirror",
                         *           "effective_mode": "mirror",
                         *           "interval": 60,
                         *           "created_at": "2026-11-29T08:00:00.000Z",
                         *           "status": "active",
                         *           "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *           "last_run": {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             }
                         *           },
                         *           "next_run_at": "2026-11-29T10:12:41.000Z",
                         *           "counts": {
                         *             "synced": 3,
                         *             "left_out": 1
                         *           }
                         *         }
                         *       ],
                         *       "message": "Syncs of the user, newest first",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SyncListResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Keep a playlist in step with a copy on another platform
         * @description The source is a playlist link on any platform: the user’s own (private included, through their linked account) or any public one. The first run starts at once and creates the copy in the user’s library on `target`; later runs (every `interval` minutes, spread over the interval) check the source’s change marker first (one request when nothing changed) and write only the difference. `mirror` applies adds, removes and order, keeping what the listener added to the copy themselves; `append` only adds. Where the target cannot remove or reorder entries (Apple Music) the sync runs as `append` and says so in `effective_mode` and `mode_note`. Entries are matched as playlist conversions match them (ISRC, then scored search), each once per sync. A second sync of the same source to the same target for the user is refused (409, naming it). Honours `Idempotency-Key`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any unique string per intended sync: a retry with the same key answers the sync the first request created */
                    "Idempotency-Key"?: string;
                };
                path: {
                    /** @description The Segue user id, or the user's e-mail */
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "source": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                     *       "target": "deezer",
                     *       "mode": "mirror",
                     *       "interval": 60
                     *     }
                     */
                    "application/json": components["schemas"]["SyncRequest"];
                };
            };
            responses: {
                /** @description The same request with the same Idempotency-Key: the sync the first one created (`Idempotent-Replayed: true`) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020"
                         *         },
                         *         "target": {
                         *           "platform": "deezer",
                         *           "playlist": {
                         *             "id": "908622995",
                         *             "url": "https://www.deezer.com/playlist/908622995"
                         *           }
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "active",
                         *         "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *         "last_run": {
                         *           "started_at": "2026-11-29T08:00:00.120Z",
                         *           "finished_at": "2026-11-29T08:00:02.480Z",
                         *           "outcome": "changed",
                         *           "counts": {
                         *             "added": 3,
                         *             "removed": 0,
                         *             "moved": 0,
                         *             "left_out": 1
                         *           }
                         *         },
                         *         "next_run_at": "2026-11-29T10:12:41.000Z",
                         *         "counts": {
                         *           "synced": 3,
                         *           "left_out": 1
                         *         },
                         *         "runs": [
                         *           {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             },
                         *             "changes": [
                         *               {
                         *                 "change": "added",
                         *                 "position": 0,
                         *                 "source": {
                         *                   "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV"
                         *                 },
                         *                 "target": {
                         *                   "id": "3135556",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://www.deezer.com/track/3135556"
                         *                 },
                         *                 "match": {
                         *                   "method": "isrc",
                         *                   "confidence": 1
                         *                 }
                         *               },
                         *               {
                         *                 "change": "left_out",
                         *                 "position": 3,
                         *                 "source": {
                         *                   "id": "4ZrCzOeJ1K4VwP1qgQv6ge",
                         *                   "title": "Night Drive (Live)",
                         *                   "artists": [
                         *                     "The Lanterns"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge"
                         *                 },
                         *                 "code": "not_found",
                         *                 "reason": "Deezer has no recording of this track"
                         *               }
                         *             ]
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Keep a playlist in step with a copy on another platform */
                201: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": ""
                         *         },
                         *         "target": {
                         *           "platform": "deezer"
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "queued",
                         *         "next_run_at": "2026-11-29T08:41:07.000Z",
                         *         "counts": {
                         *           "synced": 0,
                         *           "left_out": 0
                         *         },
                         *         "runs": []
                         *       },
                         *       "message": "Keeping a copy on Deezer in step: the first run has started",
                         *       "status": 201
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{userId}/syncs/{syncId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sync, with its history
         * @description State, the copy’s link, the last and next runs, counts, and the last 20 runs that changed something, failed or paused it (each entry added, removed or left out, with its reason).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The Segue user id, or the user's e-mail */
                    userId: string;
                    /** @description The id the sync was created with */
                    syncId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One sync, with its history */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020"
                         *         },
                         *         "target": {
                         *           "platform": "deezer",
                         *           "playlist": {
                         *             "id": "908622995",
                         *             "url": "https://www.deezer.com/playlist/908622995"
                         *           }
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "active",
                         *         "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *         "last_run": {
                         *           "started_at": "2026-11-29T08:00:00.120Z",
                         *           "finished_at": "2026-11-29T08:00:02.480Z",
                         *           "outcome": "changed",
                         *           "counts": {
                         *             "added": 3,
                         *             "removed": 0,
                         *             "moved": 0,
                         *             "left_out": 1
                         *           }
                         *         },
                         *         "next_run_at": "2026-11-29T10:12:41.000Z",
                         *         "counts": {
                         *           "synced": 3,
                         *           "left_out": 1
                         *         },
                         *         "runs": [
                         *           {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             },
                         *             "changes": [
                         *               {
                         *                 "change": "added",
                         *                 "position": 0,
                         *                 "source": {
                         *                   "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV"
                         *                 },
                         *                 "target": {
                         *                   "id": "3135556",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://www.deezer.com/track/3135556"
                         *                 },
                         *                 "match": {
                         *                   "method": "isrc",
                         *                   "confidence": 1
                         *                 }
                         *               },
                         *               {
                         *                 "change": "left_out",
                         *                 "position": 3,
                         *                 "source": {
                         *                   "id": "4ZrCzOeJ1K4VwP1qgQv6ge",
                         *                   "title": "Night Drive (Live)",
                         *                   "artists": [
                         *                     "The Lanterns"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge"
                         *                 },
                         *                 "code": "not_found",
                         *                 "reason": "Deezer has no recording of this track"
                         *               }
                         *             ]
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Stop a sync
         * @description The sync and its history are deleted; the copy stays in the user’s library as it is.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The Segue user id, or the user's e-mail */
                    userId: string;
                    /** @description The id the sync was created with */
                    syncId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stop a sync */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020"
                         *         },
                         *         "target": {
                         *           "platform": "deezer",
                         *           "playlist": {
                         *             "id": "908622995",
                         *             "url": "https://www.deezer.com/playlist/908622995"
                         *           }
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "active",
                         *         "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *         "last_run": {
                         *           "started_at": "2026-11-29T08:00:00.120Z",
                         *           "finished_at": "2026-11-29T08:00:02.480Z",
                         *           "outcome": "changed",
                         *           "counts": {
                         *             "added": 3,
                         *             "removed": 0,
                         *             "moved": 0,
                         *             "left_out": 1
                         *           }
                         *         },
                         *         "next_run_at": "2026-11-29T10:12:41.000Z",
                         *         "counts": {
                         *           "synced": 3,
                         *           "left_out": 1
                         *         },
                         *         "runs": [
                         *           {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             },
                         *             "changes": [
                         *               {
                         *                 "change": "added",
                         *                 "position": 0,
                         *                 "source": {
                         *                   "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV"
                         *                 },
                         *                 "target": {
                         *                   "id": "3135556",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://www.deezer.com/track/3135556"
                         *                 },
                         *                 "match": {
                         *                   "method": "isrc",
                         *                   "confidence": 1
                         *                 }
                         *               },
                         *               {
                         *                 "change": "left_out",
                         *                 "position": 3,
                         *                 "source": {
                         *                   "id": "4ZrCzOeJ1K4VwP1qgQv6ge",
                         *                   "title": "Night Drive (Live)",
                         *                   "artists": [
                         *                     "The Lanterns"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge"
                         *                 },
                         *                 "code": "not_found",
                         *                 "reason": "Deezer has no recording of this track"
                         *               }
                         *             ]
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change, pause or resume a sync
         * @description Mode, interval (the next run moves onto the new interval) or `paused`. Resuming a sync paused for any reason runs it at once.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The Segue user id, or the user's e-mail */
                    userId: string;
                    /** @description The id the sync was created with */
                    syncId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "paused": true
                     *     }
                     */
                    "application/json": components["schemas"]["SyncPatch"];
                };
            };
            responses: {
                /** @description Change, pause or resume a sync */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020"
                         *         },
                         *         "target": {
                         *           "platform": "deezer",
                         *           "playlist": {
                         *             "id": "908622995",
                         *             "url": "https://www.deezer.com/playlist/908622995"
                         *           }
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "paused",
                         *         "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *         "last_run": {
                         *           "started_at": "2026-11-29T08:00:00.120Z",
                         *           "finished_at": "2026-11-29T08:00:02.480Z",
                         *           "outcome": "changed",
                         *           "counts": {
                         *             "added": 3,
                         *             "removed": 0,
                         *             "moved": 0,
                         *             "left_out": 1
                         *           }
                         *         },
                         *         "counts": {
                         *           "synced": 3,
                         *           "left_out": 1
                         *         },
                         *         "runs": [
                         *           {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             },
                         *             "changes": [
                         *               {
                         *                 "change": "added",
                         *                 "position": 0,
                         *                 "source": {
                         *                   "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV"
                         *                 },
                         *                 "target": {
                         *                   "id": "3135556",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://www.deezer.com/track/3135556"
                         *                 },
                         *                 "match": {
                         *                   "method": "isrc",
                         *                   "confidence": 1
                         *                 }
                         *               },
                         *               {
                         *                 "change": "left_out",
                         *                 "position": 3,
                         *                 "source": {
                         *                   "id": "4ZrCzOeJ1K4VwP1qgQv6ge",
                         *                   "title": "Night Drive (Live)",
                         *                   "artists": [
                         *                     "The Lanterns"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge"
                         *                 },
                         *                 "code": "not_found",
                         *                 "reason": "Deezer has no recording of this track"
                         *               }
                         *             ]
                         *           }
                         *         ],
                         *         "paused": {
                         *           "code": "by_request",
                         *           "message": "paused at the listener’s request",
                         *           "at": "2026-11-29T09:30:00.000Z"
                         *         }
                         *       },
                         *       "message": "Sync changed",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/account/{userId}/syncs/{syncId}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a sync now
         * @description Queues a run now (at most one is queued or running per sync); read the sync again for its outcome. A paused sync is refused (409): resume it instead.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The Segue user id, or the user's e-mail */
                    userId: string;
                    /** @description The id the sync was created with */
                    syncId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Run a sync now */
                202: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020"
                         *         },
                         *         "target": {
                         *           "platform": "deezer",
                         *           "playlist": {
                         *             "id": "908622995",
                         *             "url": "https://www.deezer.com/playlist/908622995"
                         *           }
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "queued",
                         *         "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *         "last_run": {
                         *           "started_at": "2026-11-29T08:00:00.120Z",
                         *           "finished_at": "2026-11-29T08:00:02.480Z",
                         *           "outcome": "changed",
                         *           "counts": {
                         *             "added": 3,
                         *             "removed": 0,
                         *             "moved": 0,
                         *             "left_out": 1
                         *           }
                         *         },
                         *         "next_run_at": "2026-11-29T10:12:41.000Z",
                         *         "counts": {
                         *           "synced": 3,
                         *           "left_out": 1
                         *         },
                         *         "runs": [
                         *           {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             },
                         *             "changes": [
                         *               {
                         *                 "change": "added",
                         *                 "position": 0,
                         *                 "source": {
                         *                   "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV"
                         *                 },
                         *                 "target": {
                         *                   "id": "3135556",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://www.deezer.com/track/3135556"
                         *                 },
                         *                 "match": {
                         *                   "method": "isrc",
                         *                   "confidence": 1
                         *                 }
                         *               },
                         *               {
                         *                 "change": "left_out",
                         *                 "position": 3,
                         *                 "source": {
                         *                   "id": "4ZrCzOeJ1K4VwP1qgQv6ge",
                         *                   "title": "Night Drive (Live)",
                         *                   "artists": [
                         *                     "The Lanterns"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge"
                         *                 },
                         *                 "code": "not_found",
                         *                 "reason": "Deezer has no recording of this track"
                         *               }
                         *             ]
                         *           }
                         *         ]
                         *       },
                         *       "message": "Run queued: read the sync again for its outcome",
                         *       "status": 202
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/syncs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's syncs, for the user of the linking token
         * @description As `GET /v1/account/{userId}/syncs`, for the user of `Authorization: Bearer <linking token>`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's syncs, for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *           "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *           "source": {
                         *             "platform": "spotify",
                         *             "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *             "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *             "title": "Dizzy 2020"
                         *           },
                         *           "target": {
                         *             "platform": "deezer",
                         *             "playlist": {
                         *               "id": "908622995",
                         *               "url": "https://www.deezer.com/playlist/908622995"
                         *             }
                         *           },
                         *           "mode": "mirror",
                         *           "effective_mode": "mirror",
                         *           "interval": 60,
                         *           "created_at": "2026-11-29T08:00:00.000Z",
                         *           "status": "active",
                         *           "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *           "last_run": {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             }
                         *           },
                         *           "next_run_at": "2026-11-29T10:12:41.000Z",
                         *           "counts": {
                         *             "synced": 3,
                         *             "left_out": 1
                         *           }
                         *         }
                         *       ],
                         *       "message": "Syncs of the user, newest first",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SyncListResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Keep a playlist in step with a copy on another platform, for the user of the linking token
         * @description As `POST /v1/account/{userId}/syncs`, for the user of `Authorization: Bearer <linking token>`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any unique string per intended sync: a retry with the same key answers the sync the first request created */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "source": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                     *       "target": "deezer",
                     *       "mode": "mirror",
                     *       "interval": 60
                     *     }
                     */
                    "application/json": components["schemas"]["SyncRequest"];
                };
            };
            responses: {
                /** @description The same request with the same Idempotency-Key: the sync the first one created (`Idempotent-Replayed: true`) */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020"
                         *         },
                         *         "target": {
                         *           "platform": "deezer",
                         *           "playlist": {
                         *             "id": "908622995",
                         *             "url": "https://www.deezer.com/playlist/908622995"
                         *           }
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "active",
                         *         "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *         "last_run": {
                         *           "started_at": "2026-11-29T08:00:00.120Z",
                         *           "finished_at": "2026-11-29T08:00:02.480Z",
                         *           "outcome": "changed",
                         *           "counts": {
                         *             "added": 3,
                         *             "removed": 0,
                         *             "moved": 0,
                         *             "left_out": 1
                         *           }
                         *         },
                         *         "next_run_at": "2026-11-29T10:12:41.000Z",
                         *         "counts": {
                         *           "synced": 3,
                         *           "left_out": 1
                         *         },
                         *         "runs": [
                         *           {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             },
                         *             "changes": [
                         *               {
                         *                 "change": "added",
                         *                 "position": 0,
                         *                 "source": {
                         *                   "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV"
                         *                 },
                         *                 "target": {
                         *                   "id": "3135556",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://www.deezer.com/track/3135556"
                         *                 },
                         *                 "match": {
                         *                   "method": "isrc",
                         *                   "confidence": 1
                         *                 }
                         *               },
                         *               {
                         *                 "change": "left_out",
                         *                 "position": 3,
                         *                 "source": {
                         *                   "id": "4ZrCzOeJ1K4VwP1qgQv6ge",
                         *                   "title": "Night Drive (Live)",
                         *                   "artists": [
                         *                     "The Lanterns"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge"
                         *                 },
                         *                 "code": "not_found",
                         *                 "reason": "Deezer has no recording of this track"
                         *               }
                         *             ]
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Keep a playlist in step with a copy on another platform, for the user of the linking token */
                201: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": ""
                         *         },
                         *         "target": {
                         *           "platform": "deezer"
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "queued",
                         *         "next_run_at": "2026-11-29T08:41:07.000Z",
                         *         "counts": {
                         *           "synced": 0,
                         *           "left_out": 0
                         *         },
                         *         "runs": []
                         *       },
                         *       "message": "Keeping a copy on Deezer in step: the first run has started",
                         *       "status": 201
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/syncs/{syncId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sync, with its history, for the user of the linking token
         * @description As `GET /v1/account/{userId}/syncs/{syncId}`, for the user of `Authorization: Bearer <linking token>`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The id the sync was created with */
                    syncId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One sync, with its history, for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020"
                         *         },
                         *         "target": {
                         *           "platform": "deezer",
                         *           "playlist": {
                         *             "id": "908622995",
                         *             "url": "https://www.deezer.com/playlist/908622995"
                         *           }
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "active",
                         *         "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *         "last_run": {
                         *           "started_at": "2026-11-29T08:00:00.120Z",
                         *           "finished_at": "2026-11-29T08:00:02.480Z",
                         *           "outcome": "changed",
                         *           "counts": {
                         *             "added": 3,
                         *             "removed": 0,
                         *             "moved": 0,
                         *             "left_out": 1
                         *           }
                         *         },
                         *         "next_run_at": "2026-11-29T10:12:41.000Z",
                         *         "counts": {
                         *           "synced": 3,
                         *           "left_out": 1
                         *         },
                         *         "runs": [
                         *           {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             },
                         *             "changes": [
                         *               {
                         *                 "change": "added",
                         *                 "position": 0,
                         *                 "source": {
                         *                   "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV"
                         *                 },
                         *                 "target": {
                         *                   "id": "3135556",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://www.deezer.com/track/3135556"
                         *                 },
                         *                 "match": {
                         *                   "method": "isrc",
                         *                   "confidence": 1
                         *                 }
                         *               },
                         *               {
                         *                 "change": "left_out",
                         *                 "position": 3,
                         *                 "source": {
                         *                   "id": "4ZrCzOeJ1K4VwP1qgQv6ge",
                         *                   "title": "Night Drive (Live)",
                         *                   "artists": [
                         *                     "The Lanterns"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge"
                         *                 },
                         *                 "code": "not_found",
                         *                 "reason": "Deezer has no recording of this track"
                         *               }
                         *             ]
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Stop a sync, for the user of the linking token
         * @description As `DELETE /v1/account/{userId}/syncs/{syncId}`, for the user of `Authorization: Bearer <linking token>`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The id the sync was created with */
                    syncId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stop a sync, for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020"
                         *         },
                         *         "target": {
                         *           "platform": "deezer",
                         *           "playlist": {
                         *             "id": "908622995",
                         *             "url": "https://www.deezer.com/playlist/908622995"
                         *           }
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "active",
                         *         "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *         "last_run": {
                         *           "started_at": "2026-11-29T08:00:00.120Z",
                         *           "finished_at": "2026-11-29T08:00:02.480Z",
                         *           "outcome": "changed",
                         *           "counts": {
                         *             "added": 3,
                         *             "removed": 0,
                         *             "moved": 0,
                         *             "left_out": 1
                         *           }
                         *         },
                         *         "next_run_at": "2026-11-29T10:12:41.000Z",
                         *         "counts": {
                         *           "synced": 3,
                         *           "left_out": 1
                         *         },
                         *         "runs": [
                         *           {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             },
                         *             "changes": [
                         *               {
                         *                 "change": "added",
                         *                 "position": 0,
                         *                 "source": {
                         *                   "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV"
                         *                 },
                         *                 "target": {
                         *                   "id": "3135556",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://www.deezer.com/track/3135556"
                         *                 },
                         *                 "match": {
                         *                   "method": "isrc",
                         *                   "confidence": 1
                         *                 }
                         *               },
                         *               {
                         *                 "change": "left_out",
                         *                 "position": 3,
                         *                 "source": {
                         *                   "id": "4ZrCzOeJ1K4VwP1qgQv6ge",
                         *                   "title": "Night Drive (Live)",
                         *                   "artists": [
                         *                     "The Lanterns"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge"
                         *                 },
                         *                 "code": "not_found",
                         *                 "reason": "Deezer has no recording of this track"
                         *               }
                         *             ]
                         *           }
                         *         ]
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change, pause or resume a sync, for the user of the linking token
         * @description As `PATCH /v1/account/{userId}/syncs/{syncId}`, for the user of `Authorization: Bearer <linking token>`.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The id the sync was created with */
                    syncId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "paused": true
                     *     }
                     */
                    "application/json": components["schemas"]["SyncPatch"];
                };
            };
            responses: {
                /** @description Change, pause or resume a sync, for the user of the linking token */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020"
                         *         },
                         *         "target": {
                         *           "platform": "deezer",
                         *           "playlist": {
                         *             "id": "908622995",
                         *             "url": "https://www.deezer.com/playlist/908622995"
                         *           }
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "paused",
                         *         "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *         "last_run": {
                         *           "started_at": "2026-11-29T08:00:00.120Z",
                         *           "finished_at": "2026-11-29T08:00:02.480Z",
                         *           "outcome": "changed",
                         *           "counts": {
                         *             "added": 3,
                         *             "removed": 0,
                         *             "moved": 0,
                         *             "left_out": 1
                         *           }
                         *         },
                         *         "counts": {
                         *           "synced": 3,
                         *           "left_out": 1
                         *         },
                         *         "runs": [
                         *           {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             },
                         *             "changes": [
                         *               {
                         *                 "change": "added",
                         *                 "position": 0,
                         *                 "source": {
                         *                   "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV"
                         *                 },
                         *                 "target": {
                         *                   "id": "3135556",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://www.deezer.com/track/3135556"
                         *                 },
                         *                 "match": {
                         *                   "method": "isrc",
                         *                   "confidence": 1
                         *                 }
                         *               },
                         *               {
                         *                 "change": "left_out",
                         *                 "position": 3,
                         *                 "source": {
                         *                   "id": "4ZrCzOeJ1K4VwP1qgQv6ge",
                         *                   "title": "Night Drive (Live)",
                         *                   "artists": [
                         *                     "The Lanterns"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge"
                         *                 },
                         *                 "code": "not_found",
                         *                 "reason": "Deezer has no recording of this track"
                         *               }
                         *             ]
                         *           }
                         *         ],
                         *         "paused": {
                         *           "code": "by_request",
                         *           "message": "paused at the listener’s request",
                         *           "at": "2026-11-29T09:30:00.000Z"
                         *         }
                         *       },
                         *       "message": "Sync changed",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Request body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/me/syncs/{syncId}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a sync now, for the user of the linking token
         * @description As `POST /v1/account/{userId}/syncs/{syncId}/run`, for the user of `Authorization: Bearer <linking token>`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The id the sync was created with */
                    syncId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Run a sync now, for the user of the linking token */
                202: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "id": "5b0f3a52-8a8e-4d8e-9d7e-2f1c3b9e4a10",
                         *         "user_id": "0b7c2f3e-52a4-4f0e-8d57-6a1f4c9e2b31",
                         *         "source": {
                         *           "platform": "spotify",
                         *           "id": "eZthwn6LVwP9gxXCHDXSKh",
                         *           "url": "https://open.spotify.com/playlist/eZthwn6LVwP9gxXCHDXSKh",
                         *           "title": "Dizzy 2020"
                         *         },
                         *         "target": {
                         *           "platform": "deezer",
                         *           "playlist": {
                         *             "id": "908622995",
                         *             "url": "https://www.deezer.com/playlist/908622995"
                         *           }
                         *         },
                         *         "mode": "mirror",
                         *         "effective_mode": "mirror",
                         *         "interval": 60,
                         *         "created_at": "2026-11-29T08:00:00.000Z",
                         *         "status": "queued",
                         *         "last_checked_at": "2026-11-29T09:12:41.002Z",
                         *         "last_run": {
                         *           "started_at": "2026-11-29T08:00:00.120Z",
                         *           "finished_at": "2026-11-29T08:00:02.480Z",
                         *           "outcome": "changed",
                         *           "counts": {
                         *             "added": 3,
                         *             "removed": 0,
                         *             "moved": 0,
                         *             "left_out": 1
                         *           }
                         *         },
                         *         "next_run_at": "2026-11-29T10:12:41.000Z",
                         *         "counts": {
                         *           "synced": 3,
                         *           "left_out": 1
                         *         },
                         *         "runs": [
                         *           {
                         *             "started_at": "2026-11-29T08:00:00.120Z",
                         *             "finished_at": "2026-11-29T08:00:02.480Z",
                         *             "outcome": "changed",
                         *             "counts": {
                         *               "added": 3,
                         *               "removed": 0,
                         *               "moved": 0,
                         *               "left_out": 1
                         *             },
                         *             "changes": [
                         *               {
                         *                 "change": "added",
                         *                 "position": 0,
                         *                 "source": {
                         *                   "id": "xs8et1Qk01mqLaWrYUqBvV",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/xs8et1Qk01mqLaWrYUqBvV"
                         *                 },
                         *                 "target": {
                         *                   "id": "3135556",
                         *                   "title": "Tender Wolves",
                         *                   "artists": [
                         *                     "Ava Fontaine"
                         *                   ],
                         *                   "url": "https://www.deezer.com/track/3135556"
                         *                 },
                         *                 "match": {
                         *                   "method": "isrc",
                         *                   "confidence": 1
                         *                 }
                         *               },
                         *               {
                         *                 "change": "left_out",
                         *                 "position": 3,
                         *                 "source": {
                         *                   "id": "4ZrCzOeJ1K4VwP1qgQv6ge",
                         *                   "title": "Night Drive (Live)",
                         *                   "artists": [
                         *                     "The Lanterns"
                         *                   ],
                         *                   "url": "https://open.spotify.com/track/4ZrCzOeJ1K4VwP1qgQv6ge"
                         *                 },
                         *                 "code": "not_found",
                         *                 "reason": "Deezer has no recording of this track"
                         *               }
                         *             ]
                         *           }
                         *         ]
                         *       },
                         *       "message": "Run queued: read the sync again for its outcome",
                         *       "status": 202
                         *     }
                         */
                        "application/json": components["schemas"]["SyncResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s/{id}.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A short link’s data
         * @description `/s/{id}` (without `.json`) is the public HTML page with every platform’s link, a preview player, Open Graph tags and oEmbed discovery; `/s/{id}/embed` the card other sites frame; `/s/{id}/{platform}` a converted playlist’s track list on that platform.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Short id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A short link’s data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": {
                         *         "cover": "https://i.scdn.co/image/ab67616d0000b27375825cfe76825e91738259d8",
                         *         "links": {
                         *           "deezer": "https://www.deezer.com/track/1715014466",
                         *           "spotify": "https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr"
                         *         },
                         *         "bands": {
                         *           "deezer": "review",
                         *           "spotify": "verified"
                         *         },
                         *         "preview": "https://p.scdn.co/mp3-preview/3f0c1b6d4e2a9b8c7d6e5f4a3b2c1d0e9f8a7b6c",
                         *         "title": "Paper Tide",
                         *         "entity": "track",
                         *         "subtitle": "Crystal Feather",
                         *         "url": "http://127.0.0.1:8787/s/0Wg5kcxO"
                         *       },
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["SharePageResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oembed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * oEmbed for a share page
         * @description How a site or chat app embeds a share page: an iframe of its card. Only this server’s own share pages (`{base_url}/s/{id}`) are answered; any other URL is a 400. `format` other than `json` is a 501. Share pages name this endpoint in a `<link rel="alternate" type="application/json+oembed">`.
         */
        get: {
            parameters: {
                query: {
                    /** @description The share page to embed, `{base_url}/s/{id}`. */
                    url: string;
                    /** @description `json` (the only one offered). */
                    format?: string;
                    /** @description The most width the consumer has room for, in pixels. */
                    maxwidth?: string;
                    /** @description The most height the consumer has room for, in pixels. */
                    maxheight?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description oEmbed for a share page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "version": "1.0",
                         *       "type": "rich",
                         *       "provider_name": "Segue",
                         *       "provider_url": "http://127.0.0.1:8787",
                         *       "title": "Paper Tide – Crystal Feather",
                         *       "author_name": "Crystal Feather",
                         *       "html": "<iframe src=\"http://127.0.0.1:8787/s/0Wg5kcxO/embed\" width=\"480\" height=\"152\" title=\"Paper Tide – Crystal Feather on Segue\" style=\"border:0;border-radius:14px\" loading=\"lazy\" allow=\"autoplay; clipboard-write\"></iframe>",
                         *       "width": 480,
                         *       "height": 152,
                         *       "thumbnail_url": "https://i.scdn.co/image/ab67616d0000b27375825cfe76825e91738259d8",
                         *       "thumbnail_width": 640,
                         *       "thumbnail_height": 640,
                         *       "cache_age": 86400
                         *     }
                         */
                        "application/json": components["schemas"]["OEmbedResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not found (also for resources of other apps) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Error */
                501: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent webhook delivery attempts
         * @description Every attempt to deliver a webhook event to the app (newest first, at most `limit`, default 50, up to 100), kept for 30 days. Failed attempts are retried after 5 s, 30 s, 2 min, 10 min, 1 h, 3 h, 6 h and 12 h.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Recent webhook delivery attempts */
                200: {
                    headers: {
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [],
                         *       "message": "Request ok",
                         *       "status": 200
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookDeliveriesResponse"];
                    };
                };
                /** @description Bad request: the message says what to fix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Missing, malformed, unknown or revoked key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Rate limited: see Retry-After and RateLimit */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        /** @description Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42` */
                        RateLimit?: string;
                        /** @description The limit, e.g. `"per-app";q=600;w=60` */
                        "RateLimit-Policy"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Key of a streaming platform, as used in paths and in `platforms` objects.
         * @enum {string}
         */
        PlatformKey: "applemusic" | "spotify" | "deezer" | "tidal" | "ytmusic";
        /**
         * @description A platform key, or `all` for every platform the app has an integration for.
         * @enum {string}
         */
        TargetPlatform: "all" | "applemusic" | "spotify" | "deezer" | "tidal" | "ytmusic";
        /**
         * Format: uri
         * @description An absolute http(s) URL.
         */
        HttpUrl: string;
        /** @description An absolute http(s) URL, or an empty string when the platform has none. */
        HttpUrlOrEmpty: components["schemas"]["HttpUrl"] | "";
        /**
         * Format: date
         * @description A calendar date, `YYYY-MM-DD`.
         */
        CalendarDate: string;
        /**
         * Format: date-time
         * @description ISO 8601 timestamp with milliseconds and an offset, e.g. `2024-08-16T00:00:00.000+00:00`.
         */
        Timestamp: string;
        /** @description `YYYY-MM-DD`, an ISO 8601 timestamp with milliseconds and offset, or an empty string. */
        ReleaseDate: components["schemas"]["CalendarDate"] | components["schemas"]["Timestamp"] | "";
        /** @description A duration as `M:SS` (minutes are not capped at 59). */
        Duration: string;
        /** @description A duration as `HH:MM:SS`. */
        LongDuration: string;
        /** @description International Standard Recording Code, e.g. `USUM72409273`. */
        Isrc: string;
        /** @description Album barcode (UPC-A, EAN-13 or GTIN-14), digits only. */
        Upc: string;
        /** @description An integer >= 0. */
        NonNegativeInt: number;
        /**
         * @description How the pair was first matched: `isrc` by the recording code (albums: by their tracks' ISRCs), `upc` an album by its barcode, `search` by scored text search, `same` the source itself, `manual` a manual confirmation. A cached answer keeps the method its pair was found with and sets `cached`. `cache` appears only in playlist results stored by older versions.
         * @enum {string}
         */
        MatchMethod: "isrc" | "upc" | "search" | "same" | "manual" | "cache";
        /** @description How a converted entity was matched, and how sure Segue is (0..1). */
        Match: {
            method: components["schemas"]["MatchMethod"];
            /** @description 0..1, two decimals. */
            confidence: number;
            /**
             * @description A track converted alone and found by search: `review` when the candidate is probably the track but the evidence could not settle it (confidence 0.7-0.9): show it as uncertain or let the user confirm it. Absent, or `verified`, for a confident match. Playlists never hold a review match: such a track is omitted as `uncertain_match` with its `best_candidate`.
             * @enum {string}
             */
            band?: "verified" | "review";
            /** @description `true` when the answer came from Segue's shared table of confirmed pairs (found earlier, for any app) without asking the platform; absent otherwise. */
            cached?: boolean;
            /**
             * @description Albums only: `other` when the target has not this edition (a deluxe, a standard, a remaster with another track list) and the closest edition was returned.
             * @enum {string}
             */
            edition?: "same" | "other";
        };
        /**
         * @description Stable machine-readable error code.
         * @enum {string}
         */
        ErrorCode: "EBADREQUEST" | "EINVALIDLINK" | "EHOSTUNSUPPORTED" | "EINVALIDPLATFORM" | "ENOCREDENTIALS" | "EUNAUTHORIZED" | "EFORBIDDEN" | "ENOTFOUND" | "ERATELIMITED" | "EPLATFORMUNAVAILABLE" | "ENOTSUPPORTED" | "EINTERNAL";
        /** @description Body of every failed request; `status` equals the HTTP status. */
        ErrorBody: {
            error: components["schemas"]["ErrorCode"];
            message: string;
            status: number;
        };
        /** @description A track as Segue writes it: the date is always named `released`. */
        TrackWithReleased: {
            /** @description Platform-specific track id. */
            id: string;
            title: string;
            artists: string[];
            /** @description Album name; empty when the platform has none. */
            album: string;
            url: components["schemas"]["HttpUrl"];
            cover: components["schemas"]["HttpUrlOrEmpty"];
            duration: components["schemas"]["Duration"];
            duration_milli: components["schemas"]["NonNegativeInt"];
            explicit: boolean;
            preview: components["schemas"]["HttpUrlOrEmpty"];
            isrc?: components["schemas"]["Isrc"];
            /** @description Present on converted tracks; absent on tracks that were only read. */
            match?: components["schemas"]["Match"];
            released: components["schemas"]["ReleaseDate"];
        };
        /** @description A track on one platform. The date is named `released` or, in some results, `release_date`. */
        Track: {
            /** @description Platform-specific track id. */
            id: string;
            title: string;
            artists: string[];
            /** @description Album name; empty when the platform has none. */
            album: string;
            url: components["schemas"]["HttpUrl"];
            cover: components["schemas"]["HttpUrlOrEmpty"];
            duration: components["schemas"]["Duration"];
            duration_milli: components["schemas"]["NonNegativeInt"];
            explicit: boolean;
            preview: components["schemas"]["HttpUrlOrEmpty"];
            isrc?: components["schemas"]["Isrc"];
            /** @description Present on converted tracks; absent on tracks that were only read. */
            match?: components["schemas"]["Match"];
            released?: components["schemas"]["ReleaseDate"];
            release_date?: components["schemas"]["ReleaseDate"];
        } | unknown | unknown;
        /** @description Short identifier of the converted entity: the `{id}` of its share page `/s/{id}`. */
        ShortId: string;
        /** @description The share page of the converted entity (`{base_url}/s/{short_url}`): the link to send a friend. */
        ShareUrl: components["schemas"]["HttpUrl"];
        /** @description Body of POST /v1/entity/convert. Without `target_platform` every integrated platform is targeted. */
        ConversionRequest: {
            /** @description A link to a track, album, artist or playlist (a short link is followed), or a pasted text holding one such link ("check this out https://open.spotify.com/track/…"), which is then converted. Several different links in the text are refused with 400 `EINVALIDLINK` naming them. */
            url: string;
            target_platform?: components["schemas"]["TargetPlatform"];
        };
        /** @description An album on one platform, as found by a conversion. */
        ConvertedAlbum: {
            id: string;
            title: string;
            url: components["schemas"]["HttpUrl"];
            artists: string[];
            cover: components["schemas"]["HttpUrlOrEmpty"];
            release_date: components["schemas"]["ReleaseDate"];
            /** @description Absent when the platform does not say. */
            track_count?: components["schemas"]["NonNegativeInt"];
            explicit?: boolean;
            upc?: components["schemas"]["Upc"];
            match: components["schemas"]["Match"];
        };
        /** @description An artist on one platform, as found by a conversion. */
        ConvertedArtist: {
            id: string;
            name: string;
            url: components["schemas"]["HttpUrl"];
            cover?: components["schemas"]["HttpUrlOrEmpty"];
            match: components["schemas"]["Match"];
        };
        /** @description Targets that found nothing (ENOTFOUND) or failed, keyed by platform, beside the ones in `platforms`. */
        TargetErrors: {
            [key: string]: {
                error: components["schemas"]["ErrorCode"];
                message: string;
            };
        };
        /** @description A track converted to the requested platforms. */
        TrackConversion: {
            /** @constant */
            entity: "track";
            platforms: {
                [key: string]: components["schemas"]["Track"];
            };
            short_url: components["schemas"]["ShortId"];
            share_url: components["schemas"]["ShareUrl"];
            errors?: components["schemas"]["TargetErrors"];
        };
        /** @description An album converted to the requested platforms. */
        AlbumConversion: {
            /** @constant */
            entity: "album";
            platforms: {
                [key: string]: components["schemas"]["ConvertedAlbum"];
            };
            short_url: components["schemas"]["ShortId"];
            share_url: components["schemas"]["ShareUrl"];
            errors?: components["schemas"]["TargetErrors"];
        };
        /** @description An artist converted to the requested platforms. */
        ArtistConversion: {
            /** @constant */
            entity: "artist";
            platforms: {
                [key: string]: components["schemas"]["ConvertedArtist"];
            };
            short_url: components["schemas"]["ShortId"];
            share_url: components["schemas"]["ShareUrl"];
            errors?: components["schemas"]["TargetErrors"];
        };
        /** @description Immediate result of converting a track, album or artist link; `platforms` is keyed by platform. */
        ConversionResult: components["schemas"]["TrackConversion"] | components["schemas"]["AlbumConversion"] | components["schemas"]["ArtistConversion"];
        /** @description The `data` of a track, album or artist conversion. */
        ConversionPayload: {
            payload: components["schemas"]["ConversionResult"];
        };
        /** @description ENOTFOUND of a conversion: the link's item does not exist, or (with `platform`) the one target platform asked for has no confident match; `message` says why. */
        NoMatchErrorBody: {
            /** @constant */
            error: "ENOTFOUND";
            message: string;
            /** @constant */
            status: 404;
            /** @description The target platform that has no match. */
            platform?: components["schemas"]["PlatformKey"];
            /** @description The closest candidate on the target, in the shape of the entity converted (a Track for a track), with its `match` (`method` and the `confidence` it scored, below the threshold of a match). Absent when nothing was scored, or when the miss was remembered from an earlier lookup. */
            candidate?: components["schemas"]["Track"] | components["schemas"]["ConvertedAlbum"] | components["schemas"]["ConvertedArtist"];
        };
        /** @description A user's profile on one linked platform. */
        PlatformProfile: {
            platform: components["schemas"]["PlatformKey"];
            username: string;
            profile_picture: components["schemas"]["HttpUrlOrEmpty"];
            /** @description Absent when the platform does not share it (Apple Music, Deezer, TIDAL). */
            followers?: components["schemas"]["NonNegativeInt"];
            platform_id: string;
            platform_subscription_plan: string;
            url: components["schemas"]["HttpUrlOrEmpty"];
        };
        /** @description A Segue user of the app, with one profile per platform they linked. */
        UserAccount: {
            /**
             * Format: uuid
             * @description Segue user id, the `{userId}` of library routes.
             */
            id: string;
            /** @description E-mail address; empty when no linked platform shared one. */
            email: string | "";
            applemusic?: components["schemas"]["PlatformProfile"];
            spotify?: components["schemas"]["PlatformProfile"];
            deezer?: components["schemas"]["PlatformProfile"];
            tidal?: components["schemas"]["PlatformProfile"];
            ytmusic?: components["schemas"]["PlatformProfile"];
        };
        /** @description EBADREQUEST 409 of GET /v1/account/?identifier=<e-mail>: the address names several users; `users` lists them. */
        AmbiguousUserErrorBody: {
            /** @constant */
            error: "EBADREQUEST";
            message: string;
            /** @constant */
            status: 409;
            /** @description Every user of the app with the address, verified ones first, then the oldest. */
            users: components["schemas"]["UserAccount"][];
        };
        /** @description Source tracks processed so far, out of the total. */
        TaskProgress: {
            total: components["schemas"]["NonNegativeInt"];
            done: components["schemas"]["NonNegativeInt"];
        };
        /** @description A playlist conversion still running; poll it every 2 s or more. */
        PendingTask: {
            /** Format: uuid */
            task_id: string;
            /** @constant */
            status: "pending";
            payload: null;
            progress?: components["schemas"]["TaskProgress"];
        };
        /**
         * @description Why a track was left out: `not_found`, `no_match`, `uncertain_match` (see `best_candidate`), `other_release`, `not_under_isrc`, `no_search`, or `lookup_failed` (a platform failed: retrying may find it).
         * @enum {string}
         */
        OmittedTrackCode: "not_found" | "no_match" | "uncertain_match" | "other_release" | "not_under_isrc" | "no_search" | "lookup_failed";
        /** @description A source track left out of a platform result, and why. */
        OmittedTrack: {
            /** @description The source track that found no good match. */
            source: components["schemas"]["Track"];
            code: components["schemas"]["OmittedTrackCode"];
            /** @description The same as `code`, in words; the wording may change. */
            reason: string;
            /** @description The closest candidate on the target platform, when one was scored. */
            best_candidate?: components["schemas"]["Track"];
            confidence?: number;
        };
        /** @description The converted playlist on one platform. */
        PlaylistPlatformResult: {
            tracks: components["schemas"]["Track"][];
            /** @description Total duration of `tracks` in milliseconds. */
            length: components["schemas"]["NonNegativeInt"];
            omitted: components["schemas"]["OmittedTrack"][];
        };
        /** @description The source playlist of a conversion. */
        PlaylistMeta: {
            /** @constant */
            entity: "playlist";
            title: string;
            /** @description May be empty. */
            owner: string;
            cover: components["schemas"]["HttpUrlOrEmpty"];
            /** @description Link of the source playlist. */
            url: components["schemas"]["HttpUrl"];
            short_url: components["schemas"]["ShortId"];
            share_url: components["schemas"]["ShareUrl"];
            /** @description Total duration of the source playlist, `HH:MM:SS`. */
            length: components["schemas"]["LongDuration"];
        };
        /** @description The playlist a convert-and-add task created in the user's library. */
        LibraryAddition: {
            platform: components["schemas"]["PlatformKey"];
            /** @description Link of the playlist created in the user's library. */
            url: components["schemas"]["HttpUrl"];
            title: string;
            /** @description Tracks added (the matched ones). */
            tracks: components["schemas"]["NonNegativeInt"];
        };
        /** @description Payload of a completed playlist conversion. */
        PlaylistConversion: {
            meta: components["schemas"]["PlaylistMeta"];
            platforms: {
                [key: string]: components["schemas"]["PlaylistPlatformResult"];
            };
            library?: components["schemas"]["LibraryAddition"];
        };
        /** @description A finished playlist conversion. `status` is `completed` (`success` is read as the same). */
        CompletedTask: {
            /** Format: uuid */
            task_id: string;
            /** @enum {string} */
            status: "completed" | "success";
            payload: components["schemas"]["PlaylistConversion"];
        };
        /** @description A playlist conversion task, pending or completed. */
        Task: components["schemas"]["PendingTask"] | components["schemas"]["CompletedTask"];
        /** @description What failed in a playlist conversion, and on which platform. */
        FailedTaskError: {
            /** Format: uuid */
            task_id: string;
            /** @constant */
            status: "failed";
            payload: {
                platform: components["schemas"]["TargetPlatform"];
                /** @constant */
                status: "failed";
                error: components["schemas"]["ErrorCode"];
                message: string;
            };
        };
        /** @description Body of GET /v1/task/{task_id} for a failed conversion (the HTTP status is 200). */
        FailedTaskResponse: {
            message: string;
            status: number;
            error: components["schemas"]["FailedTaskError"];
        };
        /** @description Claims of the ES256 token sent to the app after a user links a platform. */
        LinkingTokenClaims: {
            /** @description The Segue instance (`SEGUE_PUBLIC_URL`). */
            iss: string;
            /** @description The id of the app the user linked to. */
            aud: string;
            /** @description Issued at, Unix seconds. */
            iat: number;
            /** @description Expiry, Unix seconds. */
            exp: number;
            /**
             * Format: uuid
             * @description Segue user id.
             */
            uuid: string;
            email: string | "";
            username: string;
            /** @description The platform just linked. */
            platform: components["schemas"]["PlatformKey"];
            /** @description When the listener linked, Unix seconds: a token is refreshed (POST /v1/me/token) for 90 days after it, no longer. */
            auth_time?: number;
            /** @description The user's token generation: unlinking a platform revokes every token with an older one. */
            gen?: number;
        };
        /** @description data of POST /v1/me/token. */
        RefreshedToken: {
            /** @description A linking token of the same user and platform, valid for a day. */
            token: string;
            /** @description When it expires (ISO 8601). */
            expires_at: string;
        };
        /** @description A playlist in a user's library. */
        LibraryPlaylist: {
            id: string;
            title: string;
            description?: string;
            duration_millis?: components["schemas"]["NonNegativeInt"];
            duration?: components["schemas"]["Duration"];
            public: boolean;
            collaborative: boolean;
            nb_tracks: components["schemas"]["NonNegativeInt"];
            url: components["schemas"]["HttpUrl"];
            cover: components["schemas"]["HttpUrlOrEmpty"];
            created_at?: components["schemas"]["ReleaseDate"];
            /** @description The platform's version tag of the playlist contents. */
            checksum: string;
            /** @description The owner's name as the platform gives it; empty when it names none. */
            owner: string;
            fans?: components["schemas"]["NonNegativeInt"];
        };
        /** @description An album saved in a user's library. */
        LibraryAlbum: {
            id: string;
            title: string;
            url: components["schemas"]["HttpUrl"];
            release_date: components["schemas"]["CalendarDate"] | "";
            explicit: boolean;
            /** @description Absent when the platform does not say. */
            track_count?: components["schemas"]["NonNegativeInt"];
            artists: string[];
            cover: components["schemas"]["HttpUrlOrEmpty"];
        };
        /** @description An artist a user follows. */
        LibraryArtist: {
            id: string;
            name: string;
            url: components["schemas"]["HttpUrl"];
            cover: components["schemas"]["HttpUrlOrEmpty"];
            followers?: components["schemas"]["NonNegativeInt"];
            genres?: string[];
        };
        /** @description A track from a user's listening history (always `released`, never `release_date`). */
        HistoryTrack: {
            /** @description Platform-specific track id. */
            id: string;
            title: string;
            artists: string[];
            /** @description Album name; empty when the platform has none. */
            album: string;
            url: components["schemas"]["HttpUrl"];
            cover: components["schemas"]["HttpUrlOrEmpty"];
            duration: components["schemas"]["Duration"];
            duration_milli: components["schemas"]["NonNegativeInt"];
            explicit: boolean;
            preview: components["schemas"]["HttpUrlOrEmpty"];
            isrc?: components["schemas"]["Isrc"];
            /** @description Present on converted tracks; absent on tracks that were only read. */
            match?: components["schemas"]["Match"];
            released: components["schemas"]["ReleaseDate"];
            /** @description When the user played it, where the platform says. */
            played_at?: components["schemas"]["Timestamp"];
        };
        /** @description An entry of a user's liked songs or library playlist. */
        LibraryTrack: {
            /** @description Platform-specific id; empty for a local file. */
            id: string;
            title: string;
            artists: string[];
            /** @description Album name; empty when the platform has none. */
            album: string;
            /** @description Empty for a local file. */
            url: components["schemas"]["HttpUrlOrEmpty"];
            cover: components["schemas"]["HttpUrlOrEmpty"];
            duration: components["schemas"]["Duration"];
            duration_milli: components["schemas"]["NonNegativeInt"];
            explicit: boolean;
            preview: components["schemas"]["HttpUrlOrEmpty"];
            isrc?: components["schemas"]["Isrc"];
            /** @description Present on converted tracks; absent on tracks that were only read. */
            match?: components["schemas"]["Match"];
            released: components["schemas"]["ReleaseDate"];
            /**
             * @description `track` a catalog track; `local` a file from the listener’s device (in no catalog); `episode` a podcast episode or other non-music entry.
             * @enum {string}
             */
            kind: "track" | "local" | "episode";
            /** @description False when the platform lists it but will not play it for the user (region-blocked, withdrawn, deleted). */
            playable: boolean;
            /** @description When the user added it, where the platform says. */
            added_at?: components["schemas"]["Timestamp"];
        };
        /** @description A playlist of the library and every entry, in order. */
        LibraryPlaylistTracks: {
            playlist: components["schemas"]["LibraryPlaylist"];
            tracks: components["schemas"]["LibraryTrack"][];
        };
        /** @description The user's library playlists on one platform. */
        LibraryPlaylistPage: {
            total: components["schemas"]["NonNegativeInt"];
            payload: components["schemas"]["LibraryPlaylist"][];
        };
        /** @description The user's saved albums on one platform. */
        LibraryAlbumPage: {
            total?: components["schemas"]["NonNegativeInt"];
            payload: components["schemas"]["LibraryAlbum"][];
        };
        /** @description The artists the user follows on one platform. */
        LibraryArtistPage: {
            total: components["schemas"]["NonNegativeInt"];
            payload: components["schemas"]["LibraryArtist"][];
        };
        /** @description Body of POST /playlist/{platform}/add. Every id must have the platform format; see the per-platform variants. */
        AddPlaylistRequest: {
            user: string;
            title: string;
            tracks: (string | number)[];
        };
        /** @description Body of POST /playlist/applemusic/add: track ids are a positive integer. */
        AddPlaylistRequest_applemusic: {
            user: string;
            title: string;
            tracks: (string | number)[];
        };
        /** @description Body of POST /playlist/spotify/add: track ids are a base62 id of 22 characters. */
        AddPlaylistRequest_spotify: {
            user: string;
            title: string;
            tracks: string[];
        };
        /** @description Body of POST /playlist/deezer/add: track ids are a positive integer. */
        AddPlaylistRequest_deezer: {
            user: string;
            title: string;
            tracks: (string | number)[];
        };
        /** @description Body of POST /playlist/tidal/add: track ids are a positive integer. */
        AddPlaylistRequest_tidal: {
            user: string;
            title: string;
            tracks: (string | number)[];
        };
        /** @description Body of POST /playlist/ytmusic/add: track ids are an 11-character video id. */
        AddPlaylistRequest_ytmusic: {
            user: string;
            title: string;
            tracks: string[];
        };
        /** @description Result of GET and POST /v1/{platform}/connect. */
        ConnectResult: {
            /** @description Segue's start page for this flow (`/v1/auth/{platform}/start`): open it in the user's browser. It explains what is linked, binds the flow to that browser with a short-lived cookie, and continues to the platform. */
            url: components["schemas"]["HttpUrl"];
        };
        /** @description Body of POST /v1/{platform}/connect. */
        UserConnectBody: {
            /** @description The Segue user (from a linking token or GET /v1/account) the new link joins. */
            user_id: string;
            /** @description Must match an allow-listed URL's origin and path; default the first one. */
            redirect_url?: string;
            /** @description Platform scopes, space- or comma-separated or a list; defaults per platform. */
            scopes?: string | string[];
            /**
             * @description Where the redirect carries `token` (and `join_code` or `error`): the query (default) or the fragment, which never reaches a server log.
             * @enum {string}
             */
            response_mode?: "query" | "fragment";
        };
        /** @description Path parameters of /v1/{platform}/connect and /playlist/{platform}/add. */
        PlatformParams: {
            platform: components["schemas"]["PlatformKey"];
        };
        /** @description Path parameters of /v1/task/{task_id}. */
        TaskParams: {
            /** Format: uuid */
            task_id: string;
        };
        /** @description Path parameters of /v1/account/{userId}/{platform}/…. */
        LibraryParams: {
            /** Format: uuid */
            userId: string;
            platform: components["schemas"]["PlatformKey"];
        };
        /** @description Query of GET /v1/account/: look a user up by e-mail or id. */
        AccountQuery: {
            identifier: string;
        };
        /** @description GET and POST /v1/{platform}/connect */
        ConnectResponse: {
            data: components["schemas"]["ConnectResult"];
            message: string;
            status: number;
        };
        /** @description POST /v1/entity/convert with a track, album or artist link: the result at once. */
        ConversionResponse: {
            data: components["schemas"]["ConversionPayload"];
            message: string;
            status: number;
        };
        /** @description POST /v1/entity/convert with a playlist link: the task to poll. */
        PlaylistTaskCreatedResponse: {
            data: components["schemas"]["PendingTask"];
            message: string;
            status: number;
        };
        /** @description Any success body of POST /v1/entity/convert. */
        EntityConvertResponse: components["schemas"]["ConversionResponse"] | components["schemas"]["PlaylistTaskCreatedResponse"];
        /** @description GET /v1/task/{task_id} for a pending or completed task. */
        TaskSuccessResponse: {
            data: components["schemas"]["Task"];
            message: string;
            status: number;
        };
        /** @description Any 200 body of GET /v1/task/{task_id}: the task under `data`, or a failure under `error`. */
        TaskResponse: components["schemas"]["TaskSuccessResponse"] | components["schemas"]["FailedTaskResponse"];
        /** @description GET /v1/account/?identifier=… */
        AccountResponse: {
            data: components["schemas"]["UserAccount"];
            message: string;
            status: number;
        };
        /** @description GET /v1/account/{userId}/{platform}/playlists */
        LibraryPlaylistsResponse: {
            data: components["schemas"]["LibraryPlaylistPage"];
            message: string;
            status: number;
        };
        /** @description GET /v1/account/{userId}/{platform}/albums */
        LibraryAlbumsResponse: {
            data: components["schemas"]["LibraryAlbumPage"];
            message: string;
            status: number;
        };
        /** @description GET /v1/account/{userId}/{platform}/artists */
        LibraryArtistsResponse: {
            data: components["schemas"]["LibraryArtistPage"];
            message: string;
            status: number;
        };
        /** @description GET /v1/account/{userId}/{platform}/history/tracks */
        HistoryResponse: {
            data: components["schemas"]["HistoryTrack"][];
            message: string;
            status: number;
        };
        /** @description GET /v1/account/{userId}/{platform}/tracks: liked / saved songs, in the platform’s order */
        LibraryTracksResponse: {
            data: components["schemas"]["LibraryTrack"][];
            message: string;
            status: number;
        };
        /** @description GET /v1/account/{userId}/{platform}/playlists/{playlistId}/tracks */
        LibraryPlaylistTracksResponse: {
            data: components["schemas"]["LibraryPlaylistTracks"];
            message: string;
            status: number;
        };
        /** @description POST /playlist/{platform}/add (HTTP 201). */
        AddPlaylistResponse: {
            /** @description Link to the created playlist in the user's library. */
            data: components["schemas"]["HttpUrl"];
            message: string;
            status: number;
        };
        /** @description Query of GET /v1/entity/lookup. */
        EntityLookupQuery: {
            url: string;
        };
        /** @description What a music link points at, read from its platform without converting it. */
        EntityLookup: {
            /** @enum {string} */
            entity: "track" | "album" | "playlist" | "artist";
            platform: components["schemas"]["PlatformKey"];
            id: string;
            /** @description The canonical link of the entity on its platform. */
            url: components["schemas"]["HttpUrl"];
            /** @description The track's, album's or playlist's title, or the artist's name. */
            title: string;
            /** @description Credited artists of a track or album; empty for an artist or a playlist. */
            artists: string[];
            /** @description A playlist's owner as the platform names them; empty otherwise or when unknown. */
            owner: string;
            cover: components["schemas"]["HttpUrlOrEmpty"];
            /** @description Tracks of a playlist (those the platform lists), or of an album when the platform says; absent otherwise. */
            track_count?: components["schemas"]["NonNegativeInt"];
        };
        /** @description GET /v1/entity/lookup */
        EntityLookupResponse: {
            data: components["schemas"]["EntityLookup"];
            message: string;
            status: number;
        };
        /** @description Body of POST /v1/entity/convert that finds a track from words instead of a link: its title and main artist in any order ("Paper Tide Crystal Feather", "Paper Tide by Crystal Feather", "Crystal Feather - Paper Tide"). */
        TextSearchRequest: {
            query: string;
            target_platform?: components["schemas"]["TargetPlatform"];
        };
        /** @description What to move; each field left out means all of it (`liked_tracks`, `albums`, `artists` true, `playlists` "all"). */
        TransferInclude: {
            liked_tracks?: boolean;
            albums?: boolean;
            artists?: boolean;
            playlists?: "all" | "none" | string[];
        };
        /** @description Body of POST /v1/account/{userId}/transfers: what to move from one of the user's platforms to another. */
        TransferRequest: {
            from: components["schemas"]["PlatformKey"];
            to: components["schemas"]["PlatformKey"];
            include?: components["schemas"]["TransferInclude"];
            options?: {
                playlist_title_suffix?: string;
                /** @description Default true. */
                skip_existing?: boolean;
            };
        };
        /**
         * @description A kind of item a transfer moves.
         * @enum {string}
         */
        TransferKind: "liked_tracks" | "albums" | "artists" | "playlists";
        /**
         * @description Why an item stayed behind: the conversion codes, and `local_file`, `episode`, `not_available` (the target will not play it in the region), `platform_cannot` (the target cannot hold this kind), `target_refused`, `write_failed`, `quota`.
         * @enum {string}
         */
        TransferLeftOutCode: "not_found" | "no_match" | "uncertain_match" | "other_release" | "not_under_isrc" | "no_search" | "lookup_failed" | "local_file" | "episode" | "not_available" | "platform_cannot" | "target_refused" | "write_failed" | "quota";
        /** @description One item of a transfer and what became of it on the target. */
        TransferItem: {
            /** @enum {string} */
            kind: "liked_track" | "album" | "artist" | "playlist_track";
            playlist?: string;
            /** @description Position in its list on the source, from 0. */
            position: components["schemas"]["NonNegativeInt"];
            source: {
                /** @description The id on its platform; empty for a local file. */
                id: string;
                title: string;
                artists: string[];
                url: components["schemas"]["HttpUrlOrEmpty"];
            };
            /** @enum {string} */
            outcome: "added" | "already_there" | "left_out" | "pending";
            target?: {
                /** @description The id on its platform; empty for a local file. */
                id: string;
                title: string;
                artists: string[];
                url: components["schemas"]["HttpUrlOrEmpty"];
            };
            match?: components["schemas"]["Match"];
            code?: components["schemas"]["TransferLeftOutCode"];
            reason?: string;
            /** @description What the target offered for an uncertain or missed item, best first: pick one to apply it by hand. */
            candidates?: {
                /** @description The id on its platform; empty for a local file. */
                id: string;
                title: string;
                artists: string[];
                url: components["schemas"]["HttpUrlOrEmpty"];
                confidence?: number;
            }[];
        };
        /** @description A source playlist and its copy on the target. */
        TransferPlaylist: {
            source: {
                id: string;
                title: string;
                url: components["schemas"]["HttpUrlOrEmpty"];
            };
            target?: {
                id: string;
                url: components["schemas"]["HttpUrlOrEmpty"];
            };
            /** @enum {string} */
            state: "created" | "extended" | "pending" | "left_out";
            tracks: components["schemas"]["NonNegativeInt"];
            added: components["schemas"]["NonNegativeInt"];
        };
        /** @description Where a transfer stands: its step, counts per kind, and when it should finish. */
        TransferProgress: {
            /** @enum {string} */
            step: "queued" | "reading" | "matching" | "writing" | "waiting_for_quota" | "finished";
            kinds: {
                [key: string]: {
                    total: components["schemas"]["NonNegativeInt"];
                    done: components["schemas"]["NonNegativeInt"];
                    added: components["schemas"]["NonNegativeInt"];
                    already_there: components["schemas"]["NonNegativeInt"];
                    left_out: components["schemas"]["NonNegativeInt"];
                };
            };
            total: components["schemas"]["NonNegativeInt"];
            done: components["schemas"]["NonNegativeInt"];
            /** @description While `waiting_for_quota`: when the platform’s quota comes back and the transfer goes on by itself. */
            resumes_at?: components["schemas"]["Timestamp"];
            estimate?: {
                /**
                 * @description `source`: made when the transfer started, from the sizes the source library reports (every item counted as a write, none as already there: an upper bound; a list whose size the platform only tells by reading it all, such as TIDAL’s collections, counts once read). `matched`: from what matching found still to write, made again at every attempt.
                 * @enum {string}
                 */
                basis: "source" | "matched";
                /** @description The items the estimate counts as still to write. */
                items: components["schemas"]["NonNegativeInt"];
                write_requests: components["schemas"]["NonNegativeInt"];
                quota_units: components["schemas"]["NonNegativeInt"];
                /** @description When the transfer should finish, given the target’s published limits and quota. */
                finishes_at: components["schemas"]["Timestamp"];
            };
        };
        /** @description A transfer of a user's library from one platform to another. */
        Transfer: {
            /** Format: uuid */
            task_id: string;
            /** @constant */
            kind: "transfer";
            /** @enum {string} */
            status: "pending" | "waiting_for_quota" | "completed" | "failed";
            /** Format: uuid */
            user_id: string;
            from: components["schemas"]["PlatformKey"];
            to: components["schemas"]["PlatformKey"];
            created_at: components["schemas"]["Timestamp"];
            progress: components["schemas"]["TransferProgress"];
            playlists: components["schemas"]["TransferPlaylist"][];
            /** @description Every item, once the transfer finished (or failed). */
            items?: components["schemas"]["TransferItem"][];
            error?: {
                code: components["schemas"]["ErrorCode"];
                message: string;
            };
        };
        /** @description A transfer, in the envelope. */
        TransferResponse: {
            data: components["schemas"]["Transfer"];
            message: string;
            status: number;
        };
        /** @description The user's transfers, newest first. */
        TransferListResponse: {
            data: components["schemas"]["Transfer"][];
            message: string;
            status: number;
        };
        /**
         * @description `mirror`: the copy follows its source (adds, removes and order; the listener’s own additions stay). `append`: only what the source gains is added.
         * @enum {string}
         */
        SyncMode: "mirror" | "append";
        /** @description Body of POST /v1/account/{userId}/syncs: a playlist to keep in step with a copy on another of the user’s platforms. */
        SyncRequest: {
            source: string;
            target: components["schemas"]["PlatformKey"];
            /** @description Default `mirror`. */
            mode?: components["schemas"]["SyncMode"];
            /** @description Minutes between runs: default 60, at least 15. */
            interval?: number;
        };
        /** @description Body of PATCH …/syncs/{syncId}: what to change. Resuming (`paused: false`) runs the sync at once. */
        SyncPatch: {
            mode?: components["schemas"]["SyncMode"];
            interval?: number;
            paused?: boolean;
        };
        /** @description One entry a run added to the copy, removed from it, or could not add (with the reason, as conversions give it). */
        SyncChange: {
            /** @enum {string} */
            change: "added" | "removed" | "left_out";
            /** @description Where the entry stands (added, left out) or stood (removed) in the source, from 0. */
            position: components["schemas"]["NonNegativeInt"];
            source: {
                id: string;
                title: string;
                artists: string[];
                url: components["schemas"]["HttpUrlOrEmpty"];
            };
            target?: {
                id: string;
                title: string;
                artists: string[];
                url: components["schemas"]["HttpUrlOrEmpty"];
            };
            match?: components["schemas"]["Match"];
            code?: components["schemas"]["TransferLeftOutCode"];
            reason?: string;
        };
        /** @description A run that changed something, failed, or paused the sync. */
        SyncRun: {
            started_at: components["schemas"]["Timestamp"];
            finished_at?: components["schemas"]["Timestamp"];
            /** @enum {string} */
            outcome: "changed" | "failed" | "paused";
            counts: {
                added: components["schemas"]["NonNegativeInt"];
                removed: components["schemas"]["NonNegativeInt"];
                moved: components["schemas"]["NonNegativeInt"];
                left_out: components["schemas"]["NonNegativeInt"];
            };
            /** @description What the run changed (in one sync read alone). */
            changes?: components["schemas"]["SyncChange"][];
            /** @description Why a `failed` run failed. */
            error?: {
                code: components["schemas"]["ErrorCode"];
                message: string;
            };
            /** @description Why a `paused` run paused the sync. */
            paused?: {
                /** @enum {string} */
                code: "by_request" | "source_gone" | "target_deleted" | "grant_revoked" | "integration_gone";
                message: string;
            };
        };
        /** @description A playlist kept in step with a copy on another platform of the user’s. */
        Sync: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            user_id: string;
            source: {
                platform: components["schemas"]["PlatformKey"];
                id: string;
                url: components["schemas"]["HttpUrlOrEmpty"];
                title: string;
            };
            target: {
                platform: components["schemas"]["PlatformKey"];
                /** @description The copy, once the first run made it. */
                playlist?: {
                    id: string;
                    url: components["schemas"]["HttpUrlOrEmpty"];
                };
            };
            /** @description The mode asked for. */
            mode: components["schemas"]["SyncMode"];
            /** @description How it runs: `append` where the target cannot remove or reorder entries (Apple Music), whatever was asked. */
            effective_mode: components["schemas"]["SyncMode"];
            /** @description Why `effective_mode` differs from `mode`. */
            mode_note?: string;
            /** @description Minutes between runs. */
            interval: components["schemas"]["NonNegativeInt"];
            /**
             * @description `queued`: a run was asked for (the sync created, run now, resumed) and has not started; `running`: a run is under way (or will go on after platform trouble).
             * @enum {string}
             */
            status: "active" | "queued" | "running" | "waiting_for_quota" | "paused";
            paused?: {
                /** @enum {string} */
                code: "by_request" | "source_gone" | "target_deleted" | "grant_revoked" | "integration_gone";
                message: string;
                at: components["schemas"]["Timestamp"];
            };
            /** @description The last run, changed or not. */
            last_checked_at?: components["schemas"]["Timestamp"];
            /** @description The last run that changed something, failed or paused. */
            last_run?: components["schemas"]["SyncRun"];
            /** @description When it runs next (none while paused). */
            next_run_at?: components["schemas"]["Timestamp"];
            /** @description Entries of the source as last synced: on the copy, or left out. */
            counts: {
                synced: components["schemas"]["NonNegativeInt"];
                left_out: components["schemas"]["NonNegativeInt"];
            };
            /** @description History, newest first (in one sync read alone): runs that changed something, failed or paused. */
            runs?: components["schemas"]["SyncRun"][];
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description A sync, in the envelope. */
        SyncResponse: {
            data: components["schemas"]["Sync"];
            message: string;
            status: number;
        };
        /** @description The user's syncs, newest first. */
        SyncListResponse: {
            data: components["schemas"]["Sync"][];
            message: string;
            status: number;
        };
        /** @description The app's public view, as seen with its own key. */
        AppView: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            public_key: string;
            /** @description The redirect allow-list; only with the private key. */
            redirect_urls?: string[];
            /** @description Platforms the app has an integration for. */
            platforms: components["schemas"]["PlatformKey"][];
            /** @description The `state` to put in the redirect URL registered on Deezer; only with the private key. */
            deezer_state?: string;
            /** @description The browser extensions of `extension_ids` may end this app's linking flows on their web-auth redirect (https://<extension id>.chromiumapp.org/…, https://<SHA-1 of the add-on id>.extensions.allizom.org/…) without it being on `redirect_urls`. */
            extension_linking: boolean;
            /** @description Chrome extension ids (32 letters a-p) and Firefox add-on ids that may link (`extension_linking`). */
            extension_ids: string[];
        };
        /** @description Which key(s) to replace. The old key is refused from the moment of the answer. */
        RotateKeysRequest: {
            /** @enum {string} */
            key: "public" | "private" | "both";
        };
        /** @description The new key(s). */
        RotatedKeys: {
            /** Format: uuid */
            public_key?: string;
            /**
             * Format: uuid
             * @description Shown only in this answer: only its hash is stored.
             */
            private_key?: string;
        };
        IntegrationView: {
            platform: components["schemas"]["PlatformKey"];
            /** @description Identifiers that are not secret (client id, team id, ...). */
            settings: {
                [key: string]: string;
            };
            /** @description Fields stored sealed, never returned. */
            secret_fields: string[];
            updated_at: string;
        };
        Health: {
            /** @constant */
            status: "ok";
            /** @constant */
            database: "ok";
        };
        Readiness: {
            /** @constant */
            status: "ready";
            checks: {
                /** @enum {string} */
                database: "ok" | "waiting" | "failed" | "not_used";
                /** @enum {string} */
                change_feed: "ok" | "waiting" | "failed" | "not_used";
                /** @enum {string} */
                job_queue: "ok" | "waiting" | "failed" | "not_used";
                /** @enum {string} */
                sandbox: "ok" | "waiting" | "failed" | "not_used";
            };
        };
        /** @description GET /v1/app */
        AppResponse: {
            data: components["schemas"]["AppView"];
            message: string;
            status: number;
        };
        /** @description POST /v1/app/keys/rotate */
        RotatedKeysResponse: {
            data: components["schemas"]["RotatedKeys"];
            message: string;
            status: number;
        };
        /** @description GET /v1/app/integrations */
        IntegrationsResponse: {
            data: components["schemas"]["IntegrationView"][];
            message: string;
            status: number;
        };
        /** @description GET /healthz */
        HealthResponse: {
            data: components["schemas"]["Health"];
            message: string;
            status: number;
        };
        /** @description GET /readyz */
        ReadinessResponse: {
            data: components["schemas"]["Readiness"];
            message: string;
            status: number;
        };
        /** @description The public keys that verify linking tokens (RFC 7517). */
        Jwks: {
            keys: {
                /** @constant */
                kty: "EC";
                /** @constant */
                crv: "P-256";
                x: string;
                y: string;
                kid: string;
                /** @constant */
                alg: "ES256";
                /** @constant */
                use: "sig";
            }[];
        };
        JoinBody: {
            /** @description The user your own session says came back with join_code */
            user_id: string;
            /** @description The join_code parameter of the redirect that ended the flow */
            join_code: string;
        };
        RefreshTokenResponse: {
            data: components["schemas"]["RefreshedToken"];
            message: string;
            status: number;
        };
        /** @description What the short link page shows. */
        SharePageResponse: {
            data: {
                /** @enum {string} */
                entity: "track" | "album" | "artist" | "playlist";
                title: string;
                subtitle: string;
                cover: string;
                url: string;
                links: {
                    [key: string]: string;
                };
                /** @description Per platform, how sure the match is: `review` is probably right but unsettled (the page marks it "Not sure" and offers that platform’s search). */
                bands?: {
                    [key: string]: "verified" | "review";
                };
                /** @description A short audio clip from any platform’s answer, played on the page. */
                preview?: string;
                /** @description A converted playlist: its tracks on each platform it was converted to, listed at `/s/{id}/{platform}`. */
                tracks?: {
                    [key: string]: {
                        title: string;
                        artists: string;
                        url: string;
                        preview?: string;
                    }[];
                };
                /** @description A converted playlist: the source’s songs not found on each platform it was converted to (the track list page names them). */
                missing?: {
                    [key: string]: {
                        title: string;
                        artists: string;
                    }[];
                };
            };
            message: string;
            status: number;
        };
        /** @description An oEmbed 1.0 answer (https://oembed.com/), type `rich`: not wrapped in the envelope, as oEmbed consumers expect. */
        OEmbedResponse: {
            /** @constant */
            version: "1.0";
            /** @constant */
            type: "rich";
            /** @constant */
            provider_name: "Segue";
            provider_url: string;
            title: string;
            author_name?: string;
            /** @description An iframe of the embeddable card, `/s/{id}/embed`. */
            html: string;
            width: number;
            height: number;
            thumbnail_url?: string;
            thumbnail_width?: number;
            thumbnail_height?: number;
            cache_age: number;
        };
        /** @description A playlist conversion task, or a library transfer (`kind: "transfer"`). */
        TaskOrTransferResponse: components["schemas"]["TaskResponse"] | components["schemas"]["TransferResponse"];
        /** @description One item of a finished transfer, and the target entity a person chose for it. */
        ApplyTransferItemRequest: {
            list: string;
            position: number;
            target_id: string;
        };
        /** @description GET /v1/app/webhooks/deliveries */
        WebhookDeliveriesResponse: {
            data: {
                id: string;
                /** @description The `webhook-id` header: the same on every attempt of one event */
                webhook_id: string;
                /** @enum {string} */
                event: "playlist.conversion.completed" | "playlist.conversion.failed" | "library.transfer.completed" | "library.transfer.failed" | "sync.updated" | "sync.paused" | "sync.failed";
                attempt: number;
                url: string | null;
                /** @description The receiver’s HTTP status; null when no answer came */
                status_code: number | null;
                error: string | null;
                duration_ms: number;
                /** @description When the next attempt is due; null after a success or the last attempt */
                next_attempt_at: string | null;
                attempted_at: string;
            }[];
            message: string;
            status: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

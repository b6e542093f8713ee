import type pg from 'pg';
import type { HttpLayer } from '../platforms/index';
import type { PlaylistTaskService } from '../tasks/playlist-task.service';
import type { LinkingService } from '../linking/linking.service';
import type { PlatformUrls } from '../platforms/registry';
import type { IntegrationService } from '../apps/integration.service';
import { createConvertAndAddService, type ConvertAndAddService } from './convert-and-add.service';
import { createAddPlaylistRequestRepository } from './add-playlist-requests.repository';
import { createLibraryTaskRepository } from './library-task.repository';
import { createLibraryService, type LibraryService } from './library.service';

export interface LibraryServices {
  reads: LibraryService;
  convertAndAdd: ConvertAndAddService;
}

/**
 * Users' libraries, on the linking service's tokens, the platform HTTP layer and the playlist
 * tasks. `convertAndAdd.finish` is the step the service graph adds to playlist tasks.
 */
export function createLibraryServices(deps: {
  pool: pg.Pool;
  linking: LinkingService;
  integrations: IntegrationService;
  /** The platform HTTP layer every feature shares (built once by the composition root). */
  httpLayer: () => HttpLayer;
  tasks: PlaylistTaskService;
  platformUrls: PlatformUrls;
}): LibraryServices {
  const addPlaylistRequests = createAddPlaylistRequestRepository(deps.pool);
  const reads = createLibraryService({
    tokens: deps.linking,
    users: deps.linking,
    integrations: deps.integrations,
    platformUrls: deps.platformUrls,
    http: deps.httpLayer,
    addPlaylistRequests,
  });
  const convertAndAdd = createConvertAndAddService({
    tasks: deps.tasks,
    repository: createLibraryTaskRepository(deps.pool),
    library: reads,
    requests: addPlaylistRequests,
  });
  return { reads, convertAndAdd };
}

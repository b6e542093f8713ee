import type pg from 'pg';
import type { ConversionServices } from '../conversion/create-conversion-services';
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
 * Users' libraries, on the linking service's tokens and the conversion engine's HTTP layer and
 * tasks. `convertAndAdd.finish` is the step the service graph adds to playlist tasks.
 */
export function createLibraryServices(deps: {
  pool: pg.Pool;
  linking: LinkingService;
  integrations: IntegrationService;
  conversion: Pick<ConversionServices, 'httpLayer' | 'tasks'>;
  platformUrls: PlatformUrls;
}): LibraryServices {
  const addPlaylistRequests = createAddPlaylistRequestRepository(deps.pool);
  const reads = createLibraryService({
    tokens: deps.linking,
    users: deps.linking,
    integrations: deps.integrations,
    platformUrls: deps.platformUrls,
    http: deps.conversion.httpLayer,
    addPlaylistRequests,
  });
  const convertAndAdd = createConvertAndAddService({
    tasks: deps.conversion.tasks,
    repository: createLibraryTaskRepository(deps.pool),
    library: reads,
    requests: addPlaylistRequests,
  });
  return { reads, convertAndAdd };
}

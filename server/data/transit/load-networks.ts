import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { transitLineSchema } from '../../../shared/domain/dataset/schema';
import { type TransitNetwork, transitNetworkSchema } from '../../../shared/domain/dataset/transit-network-schema';
import { projectPath } from '../../paths';

// From the project root, not this module's folder: the server runs bundled from dist/server.
const here = projectPath('server', 'data', 'transit');

/**
 * The curated networks (one file each in networks/) and the curated lines' average speeds by line
 * id, which a line whose run time is by average speed is timed with. A file that breaks the schema
 * stops the load with its name and the field.
 */
export async function loadTransitNetworks(): Promise<{
  networks: TransitNetwork[];
  averageSpeeds: Map<string, number>;
}> {
  const dir = path.join(here, 'networks');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const networks = await Promise.all(
    names.map(async (name) => {
      const parsed = transitNetworkSchema.safeParse(JSON.parse(await readFile(path.join(dir, name), 'utf8')));
      if (!parsed.success) throw new Error(`networks/${name}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    }),
  );
  const lines = z
    .array(transitLineSchema)
    .parse(JSON.parse(await readFile(path.join(here, '../transit-lines.json'), 'utf8')));
  const averageSpeeds = new Map(lines.flatMap((l) => (l.averageSpeed ? [[l.id, l.averageSpeed.kmh] as const] : [])));
  return { networks, averageSpeeds };
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IsIn } from 'class-validator';
import type { Context } from 'koa';
import { Input } from '../../../validation/Input';
import { checkedInput } from '../../checkedInput';

/** The only files served, by exact name: nothing else of the package (or the disk) is reachable. */
export const SWAGGER_ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

/** A day, then revalidation by ETag; the pages add `?v=<version>` so an upgrade is fetched at once. */
export const ASSET_CACHE_CONTROL = 'public, max-age=86400';

const PACKAGE_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

/** The installed swagger-ui-dist version, e.g. "5.35.0". */
export const SWAGGER_UI_VERSION: string = (
  JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

interface LoadedAsset {
  readonly body: Buffer;
  readonly etag: string;
}

const loaded = new Map<string, Promise<LoadedAsset>>();

function load(name: string): Promise<LoadedAsset> {
  let asset = loaded.get(name);
  if (!asset) {
    asset = readFile(join(PACKAGE_DIR, name)).then((body) => ({
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    }));
    asset.catch(() => loaded.delete(name));
    loaded.set(name, asset);
  }
  return asset;
}

/** The path of an asset: one of SWAGGER_ASSETS, by exact name; another is no resource (404). */
@Input({ closed: true, code: 'not_found', message: 'No such asset.' })
export class AssetPath {
  @IsIn(Object.keys(SWAGGER_ASSETS), {
    message: `file must be one of ${Object.keys(SWAGGER_ASSETS).join(', ')}`,
  })
  file!: string;
}

/** `GET /explorer/assets/:file`: a whitelisted file with its type, cache headers and ETag (304). */
export async function serveSwaggerAsset(ctx: Context): Promise<void> {
  const name = checkedInput(AssetPath, ctx.params).file;
  const type = SWAGGER_ASSETS[name] as string;
  const asset = await load(name);
  ctx.set('Cache-Control', ASSET_CACHE_CONTROL);
  ctx.etag = asset.etag;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = type;
  ctx.body = asset.body;
}

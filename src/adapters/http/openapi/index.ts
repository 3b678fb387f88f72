export {
  LOCAL_API_DESCRIPTION,
  LOCAL_DESCRIPTION_PATH,
  REALTIME_DESCRIPTION,
  REALTIME_DESCRIPTION_PATH,
  WEB_API_DESCRIPTION,
  WEB_DESCRIPTION_PATH,
} from './apiDescriptions';
export { descriptionRouter } from './descriptionRouter';
export { serveDescription } from './serveDescription';

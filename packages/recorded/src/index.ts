export { compareShapes, shapeOf, unionShape, type CompareOptions, type JsonType, type Shape, type ShapeOptions } from './shape';
export {
  RECORDED_PLATFORMS,
  licencesDir,
  recordedFiles,
  recording,
  recordingEntries,
  recordings,
  recordingsOf,
  type RecordedPlatform,
  type Recording,
  type RecordingEntry,
  type RecordingSource,
} from './recordings';

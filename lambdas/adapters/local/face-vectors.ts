/** Cosine similarity of two unit vectors (the model's embeddings). Kept apart from the model, so code that only compares stored embeddings does not load it. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * The shipped model's embeddings (face-model.ts): their length, and the name a photo's scan record
 * keeps (FaceRecognition.model), so photos embedded by an earlier model are embedded again.
 */
export const EMBEDDING_LENGTH = 128;
export const FACE_MODEL_ID = 'face-api-dlib-128';

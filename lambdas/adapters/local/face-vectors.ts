/** Cosine similarity of two unit vectors (the model's embeddings). Kept apart from the model, so code that only compares stored embeddings does not load it. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

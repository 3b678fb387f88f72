import type { KeyGenerator, LocalKeys } from '../../ports/WorkstationSettings';

/** Spec 5.1.1 and 5.1.6: a local key and a distinct OCR ingress key. */
export function freshKeys(generator: KeyGenerator): LocalKeys {
  const localKey = generator.newKey();
  let ocrIngressKey = generator.newKey();
  while (ocrIngressKey === localKey.toLowerCase()) ocrIngressKey = generator.newKey();
  return { localKey, ocrIngressKey };
}

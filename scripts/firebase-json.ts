// firebase.json as the scripts read it: the parts they use, not Firebase's whole schema (the
// other keys are kept as they are when a script writes a copy).
import { readFileSync } from 'node:fs';

interface Address {
  host: string;
  port: number;
}

export interface FirebaseJson {
  hosting: {
    public: string;
    predeploy?: string | string[];
    rewrites: { source: string; destination?: string; run?: object }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  emulators: { auth: Address; hosting?: Address };
}

export const readFirebaseJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as FirebaseJson;

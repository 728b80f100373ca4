export interface SecretMarkers {
  secrets: Record<string, string>;
  env: Record<string, string>;
  markers: string[];
  publicApiBase: string;
}

export declare function createSecretMarkers(publicApiBase?: string): SecretMarkers;

/** Where the test run's local stack listens, as the Vitest global setup provides it. */
export interface TestStackAddress {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    marqueeStack: TestStackAddress;
  }
}

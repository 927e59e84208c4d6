/** A TCP port free on the loopback interface now (the system picks it), for a server started next. */
export declare function freePort(): Promise<number>;
//# sourceMappingURL=freePort.d.ts.map
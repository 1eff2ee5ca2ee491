import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  /** Every message that arrived, parsed. */
  messages: ParsedMail[];
  /** The last message to this address (waits for it a little). */
  lastTo(address: string): Promise<ParsedMail>;
  /** Every message to this address so far. */
  to(address: string): ParsedMail[];
  /** The server goes down: connections to its address are refused until `start`. */
  stop(): Promise<void>;
  /** The server comes back on the same address. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on the loopback that keeps what it receives: the app sends to it as to any mail server. It can
 * go down and come back on the same port, as a mail provider's outage.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const listen = async (port: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => void messages.push(mail))
          .then(() => done(), done);
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return server;
  };
  let server: SMTPServer | null = await listen(0);
  const { port } = server.server.address() as { port: number };
  const stop = async () => {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  const to = (mail: ParsedMail, address: string) =>
    [mail.to].flat().some((a) => a?.value.some((v) => v.address === address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((m) => to(m, address)),
    stop,
    async start() {
      server ??= await listen(port);
    },
    async lastTo(address) {
      for (let i = 0; i < 100; i++) {
        const found = messages.filter((m) => to(m, address)).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${address}`);
    },
    close: stop,
  };
}

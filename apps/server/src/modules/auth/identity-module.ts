import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createEmailSender, type EmailSender } from '../../adapters/email/index.ts';
import { createOutbox, type Outbox } from '../../adapters/outbox.ts';
import { createSmsSender, type SmsSender } from '../../adapters/sms/index.ts';
import { createFileStorage, type FileStorage } from '../../adapters/storage/index.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { loadSecrets, type Secrets } from '../../lib/secrets.ts';
import { createLocationRepository } from '../locations/repository.ts';
import { createLocationService, type LocationService } from '../locations/service.ts';
import { createPartnerService, type PartnerService } from '../partners/service.ts';
import { createProfileRepository } from '../profile/repository.ts';
import { createProfileService, type ProfileService } from '../profile/service.ts';
import { createIdentityRepository, type IdentityRepository } from './identity-repository.ts';
import { createIdentityService, type IdentityService } from './identity-service.ts';
import { createOtpService, type OtpService } from './otp.ts';
import { createPasswordLimits, type PasswordLimits } from './password-limits.ts';
import type { SessionService } from './sessions.ts';

export interface IdentityServices {
  /** Replace `now` in tests to move past expiries. */
  clock: Clock;
  outbox: Outbox;
  sms: SmsSender;
  email: EmailSender;
  secrets: Secrets;
  repo: IdentityRepository;
  otp: OtpService;
  /** Password-guessing limits (database, shared by every instance). */
  passwordLimits: PasswordLimits;
  auth: IdentityService;
  partners: PartnerService;
  profile: ProfileService;
  locations: LocationService;
}

/** A logger that says nothing, until the app's own is handed over. */
const silent = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return silent;
  },
} as unknown as FastifyBaseLogger;

/** Sign-in, OTP, partner registration, profile and locations, wired to the configured adapters. */
export function createIdentityServices(
  config: Config,
  database: Database,
  deps: { sessions: SessionService; storage: FileStorage; log?: FastifyBaseLogger },
): IdentityServices {
  const log = deps.log ?? silent;
  const clock = systemClock();
  const outbox = createOutbox();
  const sms = createSmsSender(config.identity.sms, { outbox, log });
  const email = createEmailSender(config.identity.email, { outbox, log });
  const secrets = loadSecrets({
    aadhaarKey: config.identity.aadhaarKey,
    otpSecret: config.identity.otpSecret,
    dataDir: config.dataDir,
    isProduction: config.isProduction,
  });
  const repo = createIdentityRepository(database.db);
  const otp = createOtpService({
    repo,
    pepper: () => secrets.otpPepper,
    clock,
    sms,
    email,
    log,
    brandName: config.site.brandName,
  });
  const locations = createLocationService(createLocationRepository(database.db));
  const passwordLimits = createPasswordLimits({ repo, clock });
  return {
    clock,
    outbox,
    sms,
    email,
    secrets,
    repo,
    otp,
    passwordLimits,
    locations,
    auth: createIdentityService({
      repo,
      otp,
      sessions: deps.sessions,
      clock,
      log,
      passwordLimits,
      stampKey: () => secrets.otpPepper,
    }),
    partners: createPartnerService({ repo, otp, storage: deps.storage, clock, log }),
    profile: createProfileService({
      repo: createProfileRepository(database.db),
      identity: repo,
      otp,
      passwordLimits,
      sessions: deps.sessions,
      storage: deps.storage,
      locations,
      aadhaarKey: () => secrets.aadhaarKey,
      clock,
      log,
    }),
  };
}

export { createFileStorage };

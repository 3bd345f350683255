// Typed refusals of the deciders. They are domain facts, not HTTP errors: the edges map them.
export class DomainError extends Error {}

export class VerificationAlreadyRequested extends DomainError {
  constructor(readonly verificationId: string) {
    super(`verification ${verificationId} was already requested`);
    this.name = 'VerificationAlreadyRequested';
  }
}

export class VerificationNotFound extends DomainError {
  constructor(readonly verificationId: string) {
    super(`verification ${verificationId} does not exist`);
    this.name = 'VerificationNotFound';
  }
}

export class VerificationAlreadyFinished extends DomainError {
  constructor(
    readonly verificationId: string,
    readonly status: string,
  ) {
    super(`verification ${verificationId} is already ${status}`);
    this.name = 'VerificationAlreadyFinished';
  }
}

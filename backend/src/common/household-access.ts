import { AsyncLocalStorage } from 'node:async_hooks';
import { type CanActivate, type ExecutionContext, Injectable, SetMetadata, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { AuthMessages, HOUSEHOLD_ROLE_RANK, HouseholdMessages, type HouseholdRole } from '@dct/contracts';
import { ForbiddenError, UnauthenticatedError } from './domain-errors';

/** The household a signed-in request acts for, the member's role in it, and the member. */
export interface HouseholdAccess {
  /** What every household record is filed under: the services' scope. */
  id: number;
  role: HouseholdRole;
  /** The signed-in account. */
  userId: number;
}

/**
 * The account's household and role as they stand now (a gone account has none); `forUpdate` holds
 * the row until the caller's transaction ends.
 */
export async function membershipOf(database: Pick<DataSource, 'query'>, userId: number, { forUpdate = false } = {}): Promise<HouseholdAccess | undefined> {
  const [row] = await database.query<Array<{ household_id: number; role: HouseholdRole }>>(
    `SELECT household_id, role FROM household_members WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return row && { id: row.household_id, role: row.role, userId };
}

/** Marks a route as for signed-in people (set by `@SignedIn()`), which the household guard then checks. */
export const SIGNED_IN_ROUTE = 'dct:signed-in';
const ROLE_NEEDED = 'dct:household-role';

/**
 * The least role a route needs. Without it a read (GET, HEAD) needs `viewer` and any other method
 * `member`: what a role may do is decided here and nowhere else.
 */
export const HouseholdRoleNeeded = (role: HouseholdRole) => SetMetadata(ROLE_NEEDED, role);

/**
 * A route every member may use, viewers too, whatever its method: it changes none of the
 * household's records (the person's own sign-in, preferences, devices, alerts and membership; a
 * computation that saves nothing).
 */
export const OpenToViewers = () => HouseholdRoleNeeded('viewer');

type RequestWithHousehold = Request & { household?: HouseholdAccess };

/**
 * The one rule for who may do what. For every signed-in route: the account's membership is read
 * (so a changed role or a removal counts from the next request), the route's scope becomes the
 * household, and a role short of what the route needs is refused with a sentence (403). Records of
 * another household are then out of reach because every query is scoped to this one: they answer 404.
 */
@Injectable()
export class HouseholdGuard implements CanActivate {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (!this.reflector.getAllAndOverride<boolean>(SIGNED_IN_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<RequestWithHousehold>();
    const user = request.isAuthenticated?.() ? (request.user as { id: number } | undefined) : undefined;
    if (!user) throw new UnauthenticatedError(AuthMessages.signInRequired);
    const membership = await membershipOf(this.dataSource, user.id);
    if (!membership) throw new UnauthenticatedError(AuthMessages.signInRequired);
    request.household = membership;
    const needed =
      this.reflector.getAllAndOverride<HouseholdRole | undefined>(ROLE_NEEDED, targets) ?? (['GET', 'HEAD'].includes(request.method) ? 'viewer' : 'member');
    if (HOUSEHOLD_ROLE_RANK[membership.role] >= HOUSEHOLD_ROLE_RANK[needed]) return true;
    throw new ForbiddenError(needed === 'owner' ? HouseholdMessages.ownerOnly : HouseholdMessages.viewerReadOnly);
  }
}

/** The household of a route behind `@SignedIn()`. */
export const Household = createParamDecorator(
  (_data: unknown, context: ExecutionContext): HouseholdAccess => context.switchToHttp().getRequest<RequestWithHousehold>().household as HouseholdAccess,
);

const actor = new AsyncLocalStorage<{ request: RequestWithHousehold }>();

/** Keeps the request within reach of `actingUserId` for everything it runs. */
export function actingMemberContext(request: Request, _response: Response, next: NextFunction): void {
  actor.run({ request }, next);
}

/** The signed-in account of the request being served, if any: who records show as having made or changed them. */
export function actingUserId(): number | null {
  // Set by the household guard on every signed-in route: the only ones that write records.
  return actor.getStore()?.request.household?.userId ?? null;
}

/** The signed-in member with the household they act for: who signs a letter, and whose records it reads. */
export interface ActingMember {
  /** The member's account. */
  id: number;
  name: string;
  email: string;
  householdId: number;
}

/** The member of a route behind `@SignedIn()`, with their household. */
export const SignedInMember = createParamDecorator((_data: unknown, context: ExecutionContext): ActingMember => {
  const request = context.switchToHttp().getRequest<RequestWithHousehold>();
  const user = request.user as { id: number; name: string; email: string };
  return { id: user.id, name: user.name, email: user.email, householdId: request.household!.id };
});

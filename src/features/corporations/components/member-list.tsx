"use client";

import type { MembershipRole } from "@/db/schema";
import { formatJstDate } from "@/lib/format-date";

import type { CorporationMember } from "../corporation-members.schemas";
import { ROLE_LABELS } from "../corporation-values";

type MemberListProps = {
  members: CorporationMember[];
  yourRole: MembershipRole;
  canManage: boolean;
  isBusy: boolean;
  onRoleChange: (member: CorporationMember, role: MembershipRole) => void;
  onRemove: (member: CorporationMember) => void;
};

/**
 * What the caller may do to this member: only an owner touches owners; anyone may leave; the last
 * owner keeps the role (the server refuses it too, with the reason).
 */
function permissionsFor(member: CorporationMember, yourRole: MembershipRole, canManage: boolean, isLastOwner: boolean) {
  const touchesOwner = member.role === "owner" && yourRole !== "owner";
  if (isLastOwner) return { canChangeRole: false, canRemove: false };
  return { canChangeRole: canManage && !touchesOwner, canRemove: member.isYou || (canManage && !touchesOwner) };
}

/** The members, each with their role (a select for those who may change it) and removal or leaving. */
export function MemberList({ members, yourRole, canManage, isBusy, onRoleChange, onRemove }: MemberListProps) {
  const roles: MembershipRole[] = yourRole === "owner" ? ["owner", "admin", "member"] : ["admin", "member"];
  const ownerCount = members.filter((member) => member.role === "owner").length;
  return (
    <ul className="divide-y divide-slate-200" data-testid="member-list">
      {members.map((member) => {
        const isLastOwner = member.role === "owner" && ownerCount === 1;
        const { canChangeRole, canRemove } = permissionsFor(member, yourRole, canManage, isLastOwner);
        return (
          <li key={member.userId} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-testid="member-row">
            <div className="min-w-0 flex-1">
              <p className="font-bold text-slate-900">
                {member.name}
                {member.isYou ? <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">あなた</span> : null}
              </p>
              <p className="break-all text-sm text-slate-600">{member.email}</p>
              <p className="text-xs text-slate-500">{formatJstDate(member.joinedAt)} 参加</p>
            </div>
            <div className="flex items-center gap-2">
              {canChangeRole ? (
                <>
                  <label htmlFor={`role-${member.userId}`} className="sr-only">
                    {member.name}さんの権限
                  </label>
                  <select
                    id={`role-${member.userId}`}
                    value={member.role}
                    disabled={isBusy}
                    onChange={(event) => onRoleChange(member, event.currentTarget.value as MembershipRole)}
                    className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </>
              ) : (
                <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700" data-testid="member-role">
                  {ROLE_LABELS[member.role]}
                  {isLastOwner ? <span className="ml-1 text-xs">（唯一のオーナー）</span> : null}
                </span>
              )}
              {canRemove ? (
                <button
                  type="button"
                  disabled={isBusy}
                  onClick={() => onRemove(member)}
                  className="rounded-md px-3 py-1.5 text-sm font-bold text-red-700 hover:bg-red-50"
                >
                  {member.isYou ? "退出する" : "削除"}
                  {member.isYou ? null : <span className="sr-only">（{member.name}さん）</span>}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import { AVAILABLE_TIMES, CONTRACT_TYPE_ID, REMOTE_TYPE_ID } from "../reference/conditions";
import { PREFECTURE_ID } from "../reference/locations";
import { PROFESSION_ID } from "../reference/professions";
import { skillId } from "../reference/skills";
import { TAG_ID } from "../reference/tags";
import type { RawExecutor } from "./bulk";
import { DAY_MS, type DemoLayout, HOUR_MS, iso } from "./plan";

/**
 * What orderer@'s first corporation has besides its projects (issue 14, S-BAR-9): two drafts and a
 * project request in each status — sent while the account was on the free plan, one of them already
 * published as the corporation's newest open project — and free@'s one request, sent back with the
 * operator's comment (besides the 申請中 one notices.ts seeds). Every payload is the posting form's shape (order-projects.int.test.ts parses
 * them with ProjectFormSchema and ProjectDraftFieldsSchema).
 */

const REJECTION_COMMENT_FOR_CORPORATION =
  "ご依頼ありがとうございます。業務内容に「その他付随業務」とありますが、具体的な作業の範囲が分かりません。\nプロが応募を判断できるよう、担当いただく作業を箇条書きで追記のうえ、再申請をお願いします。";
const REJECTION_COMMENT_FOR_FREE =
  "ご依頼ありがとうございます。予算が「要相談」となっていますが、応募の目安になるよう月額の下限だけでもご記入ください。\nまた、稼働開始日が決まっていれば併せてお知らせください。修正後に再申請いただければ、あらためて審査します。";

type Form = Record<string, unknown>;

/** A whole posting form (ProjectForm's shape) with believable conditions; the demo's requests and the tests' payloads start here. */
function requestForm(title: string, description: string, overrides: Form = {}): Form {
  return {
    title,
    description,
    professionIds: [PROFESSION_ID.engineer],
    requiredSkillIds: [skillId("TypeScript"), skillId("React")],
    welcomeSkillIds: [skillId("Next.js")],
    budget: { unit: "monthly", min: 60, max: 80 },
    availableTimeId: AVAILABLE_TIMES[2].id,
    minHoursPerWeek: null,
    remoteTypeId: REMOTE_TYPE_ID.fullRemote,
    prefectureId: PREFECTURE_ID.tokyo,
    contractTypeId: CONTRACT_TYPE_ID.outsourcing,
    tagIds: [TAG_ID.fullRemote],
    openings: 1,
    startsOn: null,
    applicationClosesOn: null,
    screeningSteps: ["書類選考", "面談（1回）"],
    ...overrides,
  };
}

type ProjectRow = {
  id: number;
  title: string;
  description: string;
  profession_ids: number[];
  skill_ids: number[];
  min_budget_man: number | null;
  max_budget_man: number | null;
  available_time_id: number;
  remote_type_id: number;
  prefecture_id: number | null;
  tag_ids: number[];
  published_at: Date | string;
};

/** The form a published project was requested with: the project's own conditions (an outsourcing one, stated monthly). */
function formOfProject(project: ProjectRow): Form {
  const min = project.min_budget_man ?? project.max_budget_man;
  return requestForm(project.title, project.description, {
    professionIds: project.profession_ids.slice(0, 3),
    requiredSkillIds: project.skill_ids.slice(0, 10),
    welcomeSkillIds: [],
    budget: { unit: "monthly", min, max: project.max_budget_man ?? min },
    availableTimeId: project.available_time_id,
    remoteTypeId: project.remote_type_id,
    prefectureId: project.prefecture_id,
    tagIds: project.tag_ids.slice(0, 10),
  });
}

/** The audit row the console would have written for a demo request's review (issue 18). */
async function recordDemoReview(
  exec: RawExecutor,
  row: { requestId: number; reviewerId: number; status: string; comment?: string; submittedMs: number; reviewedMs?: number; projectId?: number },
) {
  const entry =
    row.status === "published"
      ? { action: "project_request.publish", after: { status: "published", projectId: row.projectId ?? null }, reason: null }
      : row.status === "rejected"
        ? { action: "project_request.reject", after: { status: "rejected" }, reason: row.comment ?? null }
        : { action: "project_request.start_review", after: { status: "in_review" }, reason: null };
  await exec.query(
    `insert into operator_audit_logs (operator_user_id, action, target_type, target_id, after, reason, created_at)
     values ($1, $2, 'project_request', $3, $4::jsonb, $5, $6)`,
    [row.reviewerId, entry.action, String(row.requestId), JSON.stringify(entry.after), entry.reason, iso(row.reviewedMs ?? row.submittedMs + 3 * HOUR_MS)],
  );
}

async function insertRequest(
  exec: RawExecutor,
  row: {
    corporationId: number;
    userId: number;
    form: Form;
    status: string;
    comment?: string;
    submittedMs: number;
    reviewedMs?: number;
    reviewerId?: number;
    projectId?: number;
  },
) {
  const inserted = await exec.query<{ id: number }>(
    `insert into project_requests (corporation_id, requested_by_user_id, title, description, fields, status, operator_comment, submitted_at,
       reviewed_at, reviewed_by_user_id, published_project_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $8, $12) returning id`,
    [
      row.corporationId,
      row.userId,
      row.form.title,
      row.form.description,
      JSON.stringify(row.form),
      row.status,
      row.comment ?? null,
      iso(row.submittedMs),
      row.reviewedMs === undefined ? null : iso(row.reviewedMs),
      row.reviewerId ?? null,
      row.projectId ?? null,
      iso(row.reviewedMs ?? row.submittedMs),
    ],
  );
  // The operator's decisions stand in the console's 操作履歴 as if they had been made there.
  if (row.reviewerId !== undefined) await recordDemoReview(exec, { ...row, requestId: inserted.rows[0]!.id, reviewerId: row.reviewerId });
}

export async function seedOrderProjects(exec: RawExecutor, layout: DemoLayout): Promise<void> {
  const now = layout.referenceDate.getTime();
  const ago = (days: number, hours = 0) => now - days * DAY_MS - hours * HOUR_MS;
  const corporation0 = layout.corporationId(0);
  const { orderer, free, admin } = layout.demoUserId;

  await exec.query(
    `insert into project_drafts (corporation_id, created_by_user_id, title, fields, created_at, updated_at) values ($1, $2, $3, $4::jsonb, $5, $5), ($1, $2, $6, $7::jsonb, $8, $8)`,
    [
      corporation0,
      orderer,
      "物流管理システムのAPI設計・開発（Go）",
      JSON.stringify({
        title: "物流管理システムのAPI設計・開発（Go）",
        description: "倉庫の入出庫を管理する社内システムを刷新します。Goによる新APIの設計と実装をお願いします。\n（要件の詳細を追記予定）",
        professionIds: [PROFESSION_ID.engineer],
        requiredSkillIds: [skillId("Go"), skillId("PostgreSQL")],
        welcomeSkillIds: [],
        budget: { unit: "monthly", min: 70, max: null },
        availableTimeId: AVAILABLE_TIMES[3].id,
        remoteTypeId: REMOTE_TYPE_ID.partialRemote,
        prefectureId: PREFECTURE_ID.tokyo,
        contractTypeId: CONTRACT_TYPE_ID.outsourcing,
        tagIds: [],
        screeningSteps: ["書類選考"],
      }),
      iso(ago(1, 3)),
      "採用サイトのリニューアルデザイン",
      JSON.stringify({ title: "採用サイトのリニューアルデザイン", professionIds: [PROFESSION_ID.designer], budget: { unit: "negotiable" } }),
      iso(ago(6, 5)),
    ],
  );

  const published = await exec.query<ProjectRow>(
    `select id, title, description, profession_ids, skill_ids, min_budget_man, max_budget_man, available_time_id, remote_type_id, prefecture_id, tag_ids, published_at
     from projects where corporation_id = $1 and status = 'open' and contract_type_id = $2 and coalesce(min_budget_man, max_budget_man) is not null
     order by published_at desc limit 1`,
    [corporation0, CONTRACT_TYPE_ID.outsourcing],
  );
  const project = published.rows[0];
  if (project) {
    const publishedMs = new Date(project.published_at).getTime();
    await insertRequest(exec, {
      corporationId: corporation0,
      userId: orderer,
      form: formOfProject(project),
      status: "published",
      submittedMs: publishedMs - 2 * DAY_MS,
      reviewedMs: publishedMs,
      reviewerId: admin,
      projectId: project.id,
    });
  }
  await insertRequest(exec, {
    corporationId: corporation0,
    userId: orderer,
    form: requestForm(
      "ECサイトの管理画面改修（React）",
      "自社ECサイトの管理画面をReactで改修します。受注一覧の検索改善と、在庫数の一括更新画面の新規開発をお願いします。既存のAPIはそのまま使えます。",
    ),
    status: "pending",
    submittedMs: ago(0, 5),
  });
  await insertRequest(exec, {
    corporationId: corporation0,
    userId: orderer,
    form: requestForm(
      "データ分析基盤の構築支援（BigQuery）",
      "広告とECの売上データをBigQueryに集約し、経営会議で使うダッシュボードを整備します。データの設計からLooker Studioでの可視化までご相談させてください。",
      {
        professionIds: [PROFESSION_ID.dataScientist],
        requiredSkillIds: [skillId("BigQuery"), skillId("SQL")],
        welcomeSkillIds: [],
        budget: { unit: "monthly", min: 50, max: 70 },
      },
    ),
    status: "in_review",
    submittedMs: ago(2, 4),
    reviewerId: admin,
  });
  await insertRequest(exec, {
    corporationId: corporation0,
    userId: orderer,
    form: requestForm(
      "社内ヘルプデスクの運用改善",
      "社員からの問い合わせ対応フローを見直し、よくある質問の整備と受付ツールの設定をお願いします。その他付随業務もお願いする場合があります。",
      { professionIds: [PROFESSION_ID.consultant], requiredSkillIds: [], welcomeSkillIds: [], tagIds: [] },
    ),
    status: "rejected",
    comment: REJECTION_COMMENT_FOR_CORPORATION,
    submittedMs: ago(9, 2),
    reviewedMs: ago(7, 6),
    reviewerId: admin,
  });
  // free@'s request waiting for review.
  await insertRequest(exec, {
    corporationId: layout.corporationId(3),
    userId: free,
    form: requestForm(
      "社内業務システムのkintone導入支援（週2日・リモート可）",
      "【業務内容】\n・現在Excelで管理している受発注業務のkintoneへの移行\n・アプリ設計と運用ルールづくり\n\n【稼働条件】\n週2日程度、リモート中心（月1回程度の来社あり）",
      {
        professionIds: [PROFESSION_ID.consultant],
        requiredSkillIds: [],
        welcomeSkillIds: [],
        budget: { unit: "monthly", min: 30, max: 45 },
        availableTimeId: AVAILABLE_TIMES[1].id,
        remoteTypeId: REMOTE_TYPE_ID.partialRemote,
        tagIds: [],
      },
    ),
    status: "pending",
    submittedMs: ago(2, 0),
  });
  await insertRequest(exec, {
    corporationId: layout.corporationId(3),
    userId: free,
    form: requestForm(
      "業務システムの保守・運用（PHP）",
      "社内で使っている受発注システム（PHP・Laravel）の保守と小規模な機能追加をお願いします。月に数件の改修依頼と、障害時の一次対応が中心です。",
      {
        requiredSkillIds: [skillId("PHP"), skillId("Laravel")],
        welcomeSkillIds: [],
        budget: { unit: "negotiable" },
        availableTimeId: AVAILABLE_TIMES[1].id,
        remoteTypeId: REMOTE_TYPE_ID.fullRemote,
        prefectureId: null,
      },
    ),
    status: "rejected",
    comment: REJECTION_COMMENT_FOR_FREE,
    submittedMs: ago(5, 1),
    reviewedMs: ago(3, 2),
    reviewerId: admin,
  });
}

-- Application: GitLab (Ruby on Rails), db/structure.sql -- a SUBSET of 79 of its 1401 tables (see below)
-- Repository:  https://gitlab.com/gitlab-org/gitlab, read from its GitHub mirror https://github.com/flyisland/gitlab-ee
--              (mirror commit message "Sync from GitLab master at 2026-02-13 10:28:06", VERSION file: 18.9.0-pre)
-- Path:        db/structure.sql
-- Commit:      6714c9136253116b8a4cee79eb063a666df7aa96 (of the GitHub mirror flyisland/gitlab-ee)
-- Licence:     MIT (the repository-root LICENSE: content outside doc/, ee/ and jh/ is "MIT Expat".
--              db/structure.sql lies outside those directories. GitLab keeps one structure.sql for CE and EE,
--              so some tables below back EE features, e.g. epics, sprints, member_roles, subscription_add_ons.)
--
-- How the subset was chosen (mechanically, by a script, from the parsed statements of db/structure.sql):
--   1. These 43 seed tables were picked by hand (users/groups/projects, issues, merge requests, notes, labels,
--      members, tokens, protected branches, CI runners, and the Maven virtual registry):
--   organizations users namespaces projects push_rules routes members member_roles emails keys
--   personal_access_tokens issues labels label_links label_priorities notes merge_requests
--   merge_request_diffs reviews todos events issue_assignees merge_request_assignees
--   merge_request_reviewers award_emoji project_features project_settings namespace_settings
--   user_preferences user_details snippets protected_branches protected_branch_merge_access_levels
--   protected_branch_push_access_levels ci_runners ci_runner_machines ci_runner_taggings
--   ci_runner_projects ci_runner_namespaces virtual_registries_packages_maven_registries
--   virtual_registries_packages_maven_upstreams virtual_registries_packages_maven_registry_upstreams
--   virtual_registries_packages_maven_cache_remote_entries
--   2. The set was closed transitively over (a) every FOREIGN KEY of an included table (the referenced table is
--      added) and (b) partitioning (every partition ATTACHed to an included partitioned table is added). This added
--      11 referenced tables (compliance_management_frameworks, epics, iterations_cadences, milestones, sprints,
--      subscription_add_on_purchases, subscription_add_ons, subscription_user_add_on_assignments,
--      virtual_registries_packages_maven_local_upstreams, work_item_parent_links, work_item_types) and 25 partitions.
--      Result: 50 plain tables + 4 partitioned tables + 25 partitions = 79 tables, every foreign key is closed.
--      Partitioned tables: ci_runners, ci_runner_machines, ci_runner_taggings (LIST (runner_type), 3 partitions each,
--      in public) and virtual_registries_packages_maven_cache_remote_entries (HASH (group_id), 16 partitions in
--      schema gitlab_partitions_static).
--   3. Kept, byte-for-byte and in the original order: CREATE SCHEMA gitlab_partitions_static and its COMMENT, the
--      CREATE TABLE of every included table, the CREATE SEQUENCE of every sequence used by a nextval() default of an
--      included table (including virtual_registries_packages_maven_cache_remote_entries_iid_seq, which has no
--      OWNED BY) and its ALTER SEQUENCE ... OWNED BY, ALTER TABLE ... ALTER COLUMN ... SET DEFAULT, every
--      ADD CONSTRAINT (PRIMARY KEY, UNIQUE, CHECK incl. NOT VALID ones, EXCLUDE, FOREIGN KEY) of included tables,
--      every CREATE [UNIQUE] INDEX on included tables but one (below), ALTER TABLE ... ATTACH PARTITION,
--      ALTER INDEX ... ATTACH PARTITION, COMMENT ON COLUMN/TABLE/INDEX of kept objects.
-- Changes:
--   - 'CREATE EXTENSION IF NOT EXISTS btree_gist' and '... pg_trgm' are written as plain 'CREATE EXTENSION btree_gist'
--     and 'CREATE EXTENSION pg_trgm' (btree_gist: the EXCLUDE USING gist constraint on sprints, pg_trgm: the
--     gin_trgm_ops indexes). Both are contrib extensions, the loading role needs CREATE on the database.
--   - Removed every statement of the 1322 tables not in the subset, CREATE SCHEMA gitlab_partitions_dynamic and its
--     COMMENT (nothing kept lives there), all 297 CREATE FUNCTION (PL/pgSQL bodies in $$ quotes) and their 2 COMMENTs, all 345
--     CREATE TRIGGER, 'ALTER TABLE ci_runner_taggings ENABLE ALWAYS TRIGGER ...', the 14 CREATE VIEW and their comments.
--     Dropping the triggers means the ids of ci_runners, ci_runner_machines and ci_runner_taggings (and their
--     partitions), which GitLab assigns in BEFORE INSERT triggers, have no default, work_item_types.id has none either.
--   - Removed the index index_todos_coalesced_snoozed_until_created_at: it calls the removed function
--     timestamp_coalesce().
--
CREATE EXTENSION btree_gist;

CREATE EXTENSION pg_trgm;

CREATE SCHEMA gitlab_partitions_static;

COMMENT ON SCHEMA gitlab_partitions_static IS 'Schema to hold static partitions, e.g. for hash partitioning';

CREATE TABLE namespaces (
    id bigint NOT NULL,
    name character varying NOT NULL,
    path character varying NOT NULL,
    owner_id bigint,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    type character varying DEFAULT 'User'::character varying NOT NULL,
    description character varying DEFAULT ''::character varying NOT NULL,
    avatar character varying,
    membership_lock boolean DEFAULT false,
    share_with_group_lock boolean DEFAULT false,
    visibility_level integer DEFAULT 20 NOT NULL,
    request_access_enabled boolean DEFAULT true NOT NULL,
    ldap_sync_status character varying DEFAULT 'ready'::character varying NOT NULL,
    ldap_sync_error character varying,
    ldap_sync_last_update_at timestamp without time zone,
    ldap_sync_last_successful_update_at timestamp without time zone,
    ldap_sync_last_sync_at timestamp without time zone,
    description_html text,
    lfs_enabled boolean,
    parent_id bigint,
    shared_runners_minutes_limit integer,
    repository_size_limit bigint,
    require_two_factor_authentication boolean DEFAULT false NOT NULL,
    two_factor_grace_period integer DEFAULT 48 NOT NULL,
    cached_markdown_version integer,
    project_creation_level integer,
    runners_token character varying,
    file_template_project_id bigint,
    saml_discovery_token character varying,
    runners_token_encrypted character varying,
    custom_project_templates_group_id bigint,
    auto_devops_enabled boolean,
    extra_shared_runners_minutes_limit integer,
    last_ci_minutes_notification_at timestamp with time zone,
    last_ci_minutes_usage_notification_level integer,
    subgroup_creation_level integer DEFAULT 1,
    max_pages_size integer,
    max_artifacts_size integer,
    mentions_disabled boolean,
    default_branch_protection smallint,
    max_personal_access_token_lifetime integer,
    push_rule_id bigint,
    shared_runners_enabled boolean DEFAULT true NOT NULL,
    allow_descendants_override_disabled_shared_runners boolean DEFAULT false NOT NULL,
    traversal_ids bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    organization_id bigint,
    state smallint,
    CONSTRAINT check_2eae3bdf93 CHECK ((organization_id IS NOT NULL))
);

CREATE TABLE projects (
    id bigint NOT NULL,
    name character varying,
    path character varying,
    description text,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    creator_id bigint,
    namespace_id bigint NOT NULL,
    last_activity_at timestamp without time zone,
    import_url character varying,
    visibility_level integer DEFAULT 0 NOT NULL,
    archived boolean DEFAULT false NOT NULL,
    avatar character varying,
    merge_requests_template text,
    star_count integer DEFAULT 0 NOT NULL,
    merge_requests_rebase_enabled boolean DEFAULT false,
    import_type character varying,
    import_source character varying,
    approvals_before_merge integer DEFAULT 0 NOT NULL,
    reset_approvals_on_push boolean DEFAULT true,
    merge_requests_ff_only_enabled boolean DEFAULT false,
    issues_template text,
    mirror boolean DEFAULT false NOT NULL,
    mirror_last_update_at timestamp without time zone,
    mirror_last_successful_update_at timestamp without time zone,
    mirror_user_id bigint,
    shared_runners_enabled boolean DEFAULT true NOT NULL,
    runners_token character varying,
    build_allow_git_fetch boolean DEFAULT true NOT NULL,
    build_timeout integer DEFAULT 3600 NOT NULL,
    mirror_trigger_builds boolean DEFAULT false NOT NULL,
    pending_delete boolean DEFAULT false,
    public_builds boolean DEFAULT true NOT NULL,
    last_repository_check_failed boolean,
    last_repository_check_at timestamp without time zone,
    only_allow_merge_if_pipeline_succeeds boolean DEFAULT false NOT NULL,
    has_external_issue_tracker boolean,
    repository_storage character varying DEFAULT 'default'::character varying NOT NULL,
    repository_read_only boolean,
    request_access_enabled boolean DEFAULT true NOT NULL,
    has_external_wiki boolean,
    ci_config_path character varying,
    lfs_enabled boolean,
    description_html text,
    only_allow_merge_if_all_discussions_are_resolved boolean,
    repository_size_limit bigint,
    printing_merge_request_link_enabled boolean DEFAULT true NOT NULL,
    auto_cancel_pending_pipelines integer DEFAULT 1 NOT NULL,
    service_desk_enabled boolean DEFAULT true,
    cached_markdown_version integer,
    delete_error text,
    last_repository_updated_at timestamp without time zone,
    disable_overriding_approvers_per_merge_request boolean,
    storage_version smallint,
    resolve_outdated_diff_discussions boolean,
    remote_mirror_available_overridden boolean,
    only_mirror_protected_branches boolean,
    pull_mirror_available_overridden boolean,
    jobs_cache_index integer,
    external_authorization_classification_label character varying,
    mirror_overwrites_diverged_branches boolean,
    pages_https_only boolean DEFAULT true,
    external_webhook_token character varying,
    packages_enabled boolean,
    merge_requests_author_approval boolean DEFAULT false,
    pool_repository_id bigint,
    runners_token_encrypted character varying,
    bfg_object_map character varying,
    detected_repository_languages boolean,
    merge_requests_disable_committers_approval boolean,
    require_password_to_approve boolean,
    emails_disabled boolean,
    max_pages_size integer,
    max_artifacts_size integer,
    pull_mirror_branch_prefix character varying(50),
    remove_source_branch_after_merge boolean,
    marked_for_deletion_at date,
    marked_for_deletion_by_user_id bigint,
    autoclose_referenced_issues boolean,
    suggestion_commit_message character varying(255),
    project_namespace_id bigint,
    hidden boolean DEFAULT false NOT NULL,
    organization_id bigint,
    CONSTRAINT check_1a6f946a8a CHECK ((organization_id IS NOT NULL)),
    CONSTRAINT check_fa75869cb1 CHECK ((project_namespace_id IS NOT NULL))
);

CREATE TABLE users (
    id bigint NOT NULL,
    email character varying DEFAULT ''::character varying NOT NULL,
    encrypted_password character varying DEFAULT ''::character varying NOT NULL,
    reset_password_token character varying,
    reset_password_sent_at timestamp without time zone,
    remember_created_at timestamp without time zone,
    sign_in_count integer DEFAULT 0,
    current_sign_in_at timestamp without time zone,
    last_sign_in_at timestamp without time zone,
    current_sign_in_ip character varying,
    last_sign_in_ip character varying,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    name character varying,
    admin boolean DEFAULT false NOT NULL,
    projects_limit integer NOT NULL,
    failed_attempts integer DEFAULT 0,
    locked_at timestamp without time zone,
    username character varying,
    can_create_group boolean DEFAULT true NOT NULL,
    can_create_team boolean DEFAULT true NOT NULL,
    state character varying,
    color_scheme_id bigint DEFAULT 1 NOT NULL,
    password_expires_at timestamp without time zone,
    created_by_id bigint,
    last_credential_check_at timestamp without time zone,
    avatar character varying,
    confirmation_token character varying,
    confirmed_at timestamp without time zone,
    confirmation_sent_at timestamp without time zone,
    unconfirmed_email character varying,
    hide_no_ssh_key boolean DEFAULT false,
    admin_email_unsubscribed_at timestamp without time zone,
    notification_email character varying,
    hide_no_password boolean DEFAULT false,
    password_automatically_set boolean DEFAULT false,
    encrypted_otp_secret character varying,
    encrypted_otp_secret_iv character varying,
    encrypted_otp_secret_salt character varying,
    otp_required_for_login boolean DEFAULT false NOT NULL,
    otp_backup_codes text,
    public_email character varying,
    dashboard integer DEFAULT 0,
    project_view integer DEFAULT 2,
    consumed_timestep integer,
    layout integer DEFAULT 0,
    hide_project_limit boolean DEFAULT false,
    note text,
    unlock_token character varying,
    otp_grace_period_started_at timestamp without time zone,
    external boolean DEFAULT false,
    incoming_email_token character varying,
    auditor boolean DEFAULT false NOT NULL,
    require_two_factor_authentication_from_group boolean DEFAULT false NOT NULL,
    two_factor_grace_period integer DEFAULT 48 NOT NULL,
    last_activity_on date,
    notified_of_own_activity boolean DEFAULT false,
    preferred_language character varying,
    theme_id smallint,
    accepted_term_id bigint,
    feed_token character varying,
    private_profile boolean DEFAULT false NOT NULL,
    roadmap_layout smallint,
    include_private_contributions boolean,
    commit_email character varying,
    group_view integer,
    managing_group_id bigint,
    first_name character varying(255),
    last_name character varying(255),
    static_object_token character varying(255),
    user_type smallint DEFAULT 0,
    static_object_token_encrypted text,
    otp_secret_expires_at timestamp with time zone,
    onboarding_in_progress boolean DEFAULT false NOT NULL,
    color_mode_id smallint DEFAULT 1 NOT NULL,
    composite_identity_enforced boolean DEFAULT false NOT NULL,
    organization_id bigint NOT NULL,
    otp_secret text,
    CONSTRAINT check_061f6f1c91 CHECK ((project_view IS NOT NULL)),
    CONSTRAINT check_0dd5948e38 CHECK ((user_type IS NOT NULL)),
    CONSTRAINT check_3a60c18afc CHECK ((hide_no_password IS NOT NULL)),
    CONSTRAINT check_693c6f3aab CHECK ((hide_no_ssh_key IS NOT NULL)),
    CONSTRAINT check_7bde697e8e CHECK ((char_length(static_object_token_encrypted) <= 255)),
    CONSTRAINT check_c737c04b87 CHECK ((notified_of_own_activity IS NOT NULL)),
    CONSTRAINT check_d0b84b7b3a CHECK ((char_length(otp_secret) <= 255))
);

CREATE SEQUENCE virtual_registries_packages_maven_cache_remote_entries_iid_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE virtual_registries_packages_maven_cache_remote_entries (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
)
PARTITION BY HASH (group_id);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_00 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_01 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_02 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_03 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_04 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_05 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_06 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_07 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_08 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_09 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_10 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_11 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_12 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_13 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_14 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_15 (
    iid bigint DEFAULT nextval('virtual_registries_packages_maven_cache_remote_entries_iid_seq'::regclass) NOT NULL,
    group_id bigint NOT NULL,
    upstream_id bigint NOT NULL,
    downloads_count bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    upstream_checked_at timestamp with time zone DEFAULT now() NOT NULL,
    downloaded_at timestamp with time zone DEFAULT now() NOT NULL,
    size integer NOT NULL,
    file_store smallint DEFAULT 1 NOT NULL,
    status smallint DEFAULT 0 NOT NULL,
    file_sha1 bytea NOT NULL,
    file_md5 bytea,
    relative_path text NOT NULL,
    object_storage_key text NOT NULL,
    upstream_etag text,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    file text NOT NULL,
    CONSTRAINT check_3b002d9c70 CHECK ((char_length(relative_path) <= 1024)),
    CONSTRAINT check_3c247dc29d CHECK ((char_length(file) <= 1024)),
    CONSTRAINT check_8d84955388 CHECK ((char_length(upstream_etag) <= 255)),
    CONSTRAINT check_f699e9ea8b CHECK ((char_length(object_storage_key) <= 1024)),
    CONSTRAINT check_fa0d05ab4f CHECK ((char_length(content_type) <= 255)),
    CONSTRAINT chk_rails_176c0ec5da CHECK ((octet_length(file_sha1) = 20)),
    CONSTRAINT chk_rails_f9a2aeef13 CHECK (((file_md5 IS NULL) OR (octet_length(file_md5) = 16)))
);

CREATE TABLE award_emoji (
    id bigint NOT NULL,
    name character varying,
    user_id bigint,
    awardable_type character varying,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    awardable_id bigint,
    namespace_id bigint,
    organization_id bigint,
    CONSTRAINT check_8ef14b7067 CHECK ((num_nonnulls(namespace_id, organization_id) = 1))
);

CREATE SEQUENCE award_emoji_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE award_emoji_id_seq OWNED BY award_emoji.id;

CREATE TABLE ci_runner_machines (
    id bigint NOT NULL,
    runner_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    contacted_at timestamp with time zone,
    creation_state smallint DEFAULT 0 NOT NULL,
    executor_type smallint,
    runner_type smallint NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    system_xid text NOT NULL,
    platform text,
    architecture text,
    revision text,
    ip_address text,
    version text,
    runtime_features jsonb DEFAULT '{}'::jsonb NOT NULL,
    organization_id bigint,
    labels jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT check_3d8736b3af CHECK ((char_length(system_xid) <= 64)),
    CONSTRAINT check_5bad2a6944 CHECK ((char_length(revision) <= 255)),
    CONSTRAINT check_7dc4eee8a5 CHECK ((char_length(version) <= 2048)),
    CONSTRAINT check_b1e456641b CHECK ((char_length(ip_address) <= 1024)),
    CONSTRAINT check_c788f4b18a CHECK ((char_length(platform) <= 255)),
    CONSTRAINT check_f3d25ab844 CHECK ((char_length(architecture) <= 255))
)
PARTITION BY LIST (runner_type);

CREATE TABLE ci_runner_namespaces (
    id bigint NOT NULL,
    runner_id bigint,
    namespace_id bigint,
    CONSTRAINT check_5f3dce48df CHECK ((namespace_id IS NOT NULL))
);

CREATE SEQUENCE ci_runner_namespaces_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ci_runner_namespaces_id_seq OWNED BY ci_runner_namespaces.id;

CREATE TABLE ci_runner_projects (
    id bigint NOT NULL,
    runner_id bigint NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    project_id bigint,
    CONSTRAINT check_db297016c6 CHECK ((project_id IS NOT NULL))
);

CREATE SEQUENCE ci_runner_projects_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ci_runner_projects_id_seq OWNED BY ci_runner_projects.id;

CREATE TABLE ci_runner_taggings (
    id bigint NOT NULL,
    tag_id bigint NOT NULL,
    runner_id bigint NOT NULL,
    runner_type smallint NOT NULL,
    organization_id bigint,
    tag_name text,
    CONSTRAINT check_tag_name_not_null CHECK ((tag_name IS NOT NULL)),
    CONSTRAINT ci_runner_taggings_tag_name_length CHECK ((char_length(tag_name) <= 1024))
)
PARTITION BY LIST (runner_type);

CREATE TABLE ci_runner_taggings_group_type (
    id bigint NOT NULL,
    tag_id bigint NOT NULL,
    runner_id bigint NOT NULL,
    runner_type smallint NOT NULL,
    organization_id bigint,
    tag_name text,
    CONSTRAINT check_organization_id_nullness CHECK ((organization_id IS NOT NULL)),
    CONSTRAINT check_tag_name_not_null CHECK ((tag_name IS NOT NULL)),
    CONSTRAINT ci_runner_taggings_tag_name_length CHECK ((char_length(tag_name) <= 1024))
);

CREATE TABLE ci_runner_taggings_instance_type (
    id bigint NOT NULL,
    tag_id bigint NOT NULL,
    runner_id bigint NOT NULL,
    runner_type smallint NOT NULL,
    organization_id bigint,
    tag_name text,
    CONSTRAINT check_organization_id_nullness CHECK ((organization_id IS NULL)),
    CONSTRAINT check_tag_name_not_null CHECK ((tag_name IS NOT NULL)),
    CONSTRAINT ci_runner_taggings_tag_name_length CHECK ((char_length(tag_name) <= 1024))
);

CREATE TABLE ci_runner_taggings_project_type (
    id bigint NOT NULL,
    tag_id bigint NOT NULL,
    runner_id bigint NOT NULL,
    runner_type smallint NOT NULL,
    organization_id bigint,
    tag_name text,
    CONSTRAINT check_organization_id_nullness CHECK ((organization_id IS NOT NULL)),
    CONSTRAINT check_tag_name_not_null CHECK ((tag_name IS NOT NULL)),
    CONSTRAINT ci_runner_taggings_tag_name_length CHECK ((char_length(tag_name) <= 1024))
);

CREATE TABLE ci_runners (
    id bigint NOT NULL,
    creator_id bigint,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    contacted_at timestamp with time zone,
    token_expires_at timestamp with time zone,
    public_projects_minutes_cost_factor double precision DEFAULT 1.0 NOT NULL,
    private_projects_minutes_cost_factor double precision DEFAULT 1.0 NOT NULL,
    access_level integer DEFAULT 0 NOT NULL,
    maximum_timeout integer,
    runner_type smallint NOT NULL,
    registration_type smallint DEFAULT 0 NOT NULL,
    creation_state smallint DEFAULT 0 NOT NULL,
    active boolean DEFAULT true NOT NULL,
    run_untagged boolean DEFAULT true NOT NULL,
    locked boolean DEFAULT false NOT NULL,
    name text,
    token_encrypted text,
    description text,
    maintainer_note text,
    allowed_plans text[] DEFAULT '{}'::text[] NOT NULL,
    allowed_plan_ids bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    organization_id bigint,
    allowed_plan_name_uids smallint[] DEFAULT '{}'::smallint[] NOT NULL,
    CONSTRAINT check_030ad0773d CHECK ((char_length(token_encrypted) <= 512)),
    CONSTRAINT check_1f8618ab23 CHECK ((char_length(name) <= 256)),
    CONSTRAINT check_24b281f5bf CHECK ((char_length(maintainer_note) <= 1024)),
    CONSTRAINT check_5db8ae9d30 CHECK ((char_length(description) <= 1024))
)
PARTITION BY LIST (runner_type);

CREATE TABLE compliance_management_frameworks (
    id bigint NOT NULL,
    name text NOT NULL,
    description text NOT NULL,
    color text NOT NULL,
    namespace_id bigint NOT NULL,
    pipeline_configuration_full_path text,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    source_id bigint,
    CONSTRAINT check_08cd34b2c2 CHECK ((char_length(color) <= 10)),
    CONSTRAINT check_1617e0b87e CHECK ((char_length(description) <= 255)),
    CONSTRAINT check_ab00bc2193 CHECK ((char_length(name) <= 255)),
    CONSTRAINT check_e7a9972435 CHECK ((char_length(pipeline_configuration_full_path) <= 255))
);

CREATE SEQUENCE compliance_management_frameworks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE compliance_management_frameworks_id_seq OWNED BY compliance_management_frameworks.id;

CREATE TABLE emails (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    email character varying NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    confirmation_token character varying,
    confirmed_at timestamp without time zone,
    confirmation_sent_at timestamp without time zone,
    detumbled_email text,
    CONSTRAINT check_319f6999dc CHECK ((char_length(detumbled_email) <= 255))
);

CREATE SEQUENCE emails_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE emails_id_seq OWNED BY emails.id;

CREATE TABLE epics (
    id bigint NOT NULL,
    group_id bigint NOT NULL,
    author_id bigint NOT NULL,
    assignee_id bigint,
    iid integer NOT NULL,
    cached_markdown_version integer,
    updated_by_id bigint,
    last_edited_by_id bigint,
    lock_version integer DEFAULT 0,
    start_date date,
    end_date date,
    last_edited_at timestamp without time zone,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    title character varying NOT NULL,
    title_html character varying NOT NULL,
    description text,
    description_html text,
    start_date_sourcing_milestone_id bigint,
    due_date_sourcing_milestone_id bigint,
    start_date_fixed date,
    due_date_fixed date,
    start_date_is_fixed boolean,
    due_date_is_fixed boolean,
    closed_by_id bigint,
    closed_at timestamp without time zone,
    parent_id bigint,
    relative_position integer,
    state_id smallint DEFAULT 1 NOT NULL,
    start_date_sourcing_epic_id bigint,
    due_date_sourcing_epic_id bigint,
    confidential boolean DEFAULT false NOT NULL,
    external_key character varying(255),
    color text DEFAULT '#1068bf'::text,
    total_opened_issue_weight integer DEFAULT 0 NOT NULL,
    total_closed_issue_weight integer DEFAULT 0 NOT NULL,
    total_opened_issue_count integer DEFAULT 0 NOT NULL,
    total_closed_issue_count integer DEFAULT 0 NOT NULL,
    issue_id bigint,
    imported smallint DEFAULT 0 NOT NULL,
    imported_from smallint DEFAULT 0 NOT NULL,
    work_item_parent_link_id bigint,
    CONSTRAINT check_450724d1bb CHECK ((issue_id IS NOT NULL)),
    CONSTRAINT check_ca608c40b3 CHECK ((char_length(color) <= 7)),
    CONSTRAINT check_fcfb4a93ff CHECK ((lock_version IS NOT NULL))
);

CREATE SEQUENCE epics_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE epics_id_seq OWNED BY epics.id;

CREATE TABLE events (
    project_id bigint,
    author_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    action smallint NOT NULL,
    target_type character varying,
    group_id bigint,
    fingerprint bytea,
    id bigint NOT NULL,
    target_id bigint,
    imported_from smallint DEFAULT 0 NOT NULL,
    personal_namespace_id bigint,
    CONSTRAINT check_97e06e05ad CHECK ((octet_length(fingerprint) <= 128)),
    CONSTRAINT check_events_sharding_key_is_not_null CHECK (((group_id IS NOT NULL) OR (project_id IS NOT NULL) OR (personal_namespace_id IS NOT NULL)))
);

CREATE SEQUENCE events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE events_id_seq OWNED BY events.id;

CREATE TABLE group_type_ci_runner_machines (
    id bigint NOT NULL,
    runner_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    contacted_at timestamp with time zone,
    creation_state smallint DEFAULT 0 NOT NULL,
    executor_type smallint,
    runner_type smallint NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    system_xid text NOT NULL,
    platform text,
    architecture text,
    revision text,
    ip_address text,
    version text,
    runtime_features jsonb DEFAULT '{}'::jsonb NOT NULL,
    organization_id bigint,
    labels jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT check_3d8736b3af CHECK ((char_length(system_xid) <= 64)),
    CONSTRAINT check_5bad2a6944 CHECK ((char_length(revision) <= 255)),
    CONSTRAINT check_7dc4eee8a5 CHECK ((char_length(version) <= 2048)),
    CONSTRAINT check_b1e456641b CHECK ((char_length(ip_address) <= 1024)),
    CONSTRAINT check_c788f4b18a CHECK ((char_length(platform) <= 255)),
    CONSTRAINT check_f3d25ab844 CHECK ((char_length(architecture) <= 255)),
    CONSTRAINT check_organization_id_nullness CHECK ((organization_id IS NOT NULL))
);

CREATE TABLE group_type_ci_runners (
    id bigint NOT NULL,
    creator_id bigint,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    contacted_at timestamp with time zone,
    token_expires_at timestamp with time zone,
    public_projects_minutes_cost_factor double precision DEFAULT 1.0 NOT NULL,
    private_projects_minutes_cost_factor double precision DEFAULT 1.0 NOT NULL,
    access_level integer DEFAULT 0 NOT NULL,
    maximum_timeout integer,
    runner_type smallint NOT NULL,
    registration_type smallint DEFAULT 0 NOT NULL,
    creation_state smallint DEFAULT 0 NOT NULL,
    active boolean DEFAULT true NOT NULL,
    run_untagged boolean DEFAULT true NOT NULL,
    locked boolean DEFAULT false NOT NULL,
    name text,
    token_encrypted text,
    description text,
    maintainer_note text,
    allowed_plans text[] DEFAULT '{}'::text[] NOT NULL,
    allowed_plan_ids bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    organization_id bigint,
    allowed_plan_name_uids smallint[] DEFAULT '{}'::smallint[] NOT NULL,
    CONSTRAINT check_030ad0773d CHECK ((char_length(token_encrypted) <= 512)),
    CONSTRAINT check_1f8618ab23 CHECK ((char_length(name) <= 256)),
    CONSTRAINT check_24b281f5bf CHECK ((char_length(maintainer_note) <= 1024)),
    CONSTRAINT check_5db8ae9d30 CHECK ((char_length(description) <= 1024)),
    CONSTRAINT check_organization_id_nullness CHECK ((organization_id IS NOT NULL))
);

CREATE TABLE routes (
    id bigint NOT NULL,
    source_id bigint NOT NULL,
    source_type character varying NOT NULL,
    path character varying NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    name character varying,
    namespace_id bigint,
    CONSTRAINT check_af84c6c93f CHECK ((namespace_id IS NOT NULL))
);

CREATE TABLE instance_type_ci_runner_machines (
    id bigint NOT NULL,
    runner_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    contacted_at timestamp with time zone,
    creation_state smallint DEFAULT 0 NOT NULL,
    executor_type smallint,
    runner_type smallint NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    system_xid text NOT NULL,
    platform text,
    architecture text,
    revision text,
    ip_address text,
    version text,
    runtime_features jsonb DEFAULT '{}'::jsonb NOT NULL,
    organization_id bigint,
    labels jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT check_3d8736b3af CHECK ((char_length(system_xid) <= 64)),
    CONSTRAINT check_5bad2a6944 CHECK ((char_length(revision) <= 255)),
    CONSTRAINT check_7dc4eee8a5 CHECK ((char_length(version) <= 2048)),
    CONSTRAINT check_b1e456641b CHECK ((char_length(ip_address) <= 1024)),
    CONSTRAINT check_c788f4b18a CHECK ((char_length(platform) <= 255)),
    CONSTRAINT check_f3d25ab844 CHECK ((char_length(architecture) <= 255)),
    CONSTRAINT check_organization_id_nullness CHECK ((organization_id IS NULL))
);

CREATE TABLE instance_type_ci_runners (
    id bigint NOT NULL,
    creator_id bigint,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    contacted_at timestamp with time zone,
    token_expires_at timestamp with time zone,
    public_projects_minutes_cost_factor double precision DEFAULT 1.0 NOT NULL,
    private_projects_minutes_cost_factor double precision DEFAULT 1.0 NOT NULL,
    access_level integer DEFAULT 0 NOT NULL,
    maximum_timeout integer,
    runner_type smallint NOT NULL,
    registration_type smallint DEFAULT 0 NOT NULL,
    creation_state smallint DEFAULT 0 NOT NULL,
    active boolean DEFAULT true NOT NULL,
    run_untagged boolean DEFAULT true NOT NULL,
    locked boolean DEFAULT false NOT NULL,
    name text,
    token_encrypted text,
    description text,
    maintainer_note text,
    allowed_plans text[] DEFAULT '{}'::text[] NOT NULL,
    allowed_plan_ids bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    organization_id bigint,
    allowed_plan_name_uids smallint[] DEFAULT '{}'::smallint[] NOT NULL,
    CONSTRAINT check_030ad0773d CHECK ((char_length(token_encrypted) <= 512)),
    CONSTRAINT check_1f8618ab23 CHECK ((char_length(name) <= 256)),
    CONSTRAINT check_24b281f5bf CHECK ((char_length(maintainer_note) <= 1024)),
    CONSTRAINT check_5db8ae9d30 CHECK ((char_length(description) <= 1024)),
    CONSTRAINT check_organization_id_nullness CHECK ((organization_id IS NULL))
);

CREATE TABLE issue_assignees (
    user_id bigint NOT NULL,
    issue_id bigint NOT NULL,
    namespace_id bigint,
    CONSTRAINT check_d88fe18cfa CHECK ((namespace_id IS NOT NULL))
);

CREATE TABLE issues (
    id bigint NOT NULL,
    title character varying,
    author_id bigint,
    project_id bigint,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    description text,
    milestone_id bigint,
    iid integer,
    updated_by_id bigint,
    weight integer,
    confidential boolean DEFAULT false NOT NULL,
    due_date date,
    moved_to_id bigint,
    lock_version integer DEFAULT 0,
    title_html text,
    description_html text,
    time_estimate integer DEFAULT 0,
    relative_position integer,
    service_desk_reply_to character varying,
    cached_markdown_version integer,
    last_edited_at timestamp without time zone,
    last_edited_by_id bigint,
    discussion_locked boolean,
    closed_at timestamp with time zone,
    closed_by_id bigint,
    state_id smallint DEFAULT 1 NOT NULL,
    duplicated_to_id bigint,
    promoted_to_epic_id bigint,
    health_status smallint,
    sprint_id bigint,
    blocking_issues_count integer DEFAULT 0 NOT NULL,
    upvotes_count integer DEFAULT 0 NOT NULL,
    work_item_type_id bigint,
    namespace_id bigint,
    start_date date,
    imported_from smallint DEFAULT 0 NOT NULL,
    author_id_convert_to_bigint bigint,
    closed_by_id_convert_to_bigint bigint,
    duplicated_to_id_convert_to_bigint bigint,
    id_convert_to_bigint bigint DEFAULT 0 NOT NULL,
    last_edited_by_id_convert_to_bigint bigint,
    milestone_id_convert_to_bigint bigint,
    moved_to_id_convert_to_bigint bigint,
    project_id_convert_to_bigint bigint,
    promoted_to_epic_id_convert_to_bigint bigint,
    updated_by_id_convert_to_bigint bigint,
    namespace_traversal_ids bigint[] DEFAULT '{}'::bigint[],
    CONSTRAINT check_2addf801cd CHECK ((work_item_type_id IS NOT NULL)),
    CONSTRAINT check_c33362cd43 CHECK ((namespace_id IS NOT NULL)),
    CONSTRAINT check_fba63f706d CHECK ((lock_version IS NOT NULL))
);

CREATE SEQUENCE issues_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE issues_id_seq OWNED BY issues.id;

CREATE TABLE iterations_cadences (
    id bigint NOT NULL,
    group_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    start_date date,
    duration_in_weeks integer,
    iterations_in_advance integer,
    active boolean DEFAULT true NOT NULL,
    automatic boolean DEFAULT true NOT NULL,
    title text NOT NULL,
    roll_over boolean DEFAULT false NOT NULL,
    description text,
    next_run_date date,
    CONSTRAINT check_5c5d2b44bd CHECK ((char_length(description) <= 5000)),
    CONSTRAINT check_fedff82d3b CHECK ((char_length(title) <= 255))
);

CREATE SEQUENCE iterations_cadences_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE iterations_cadences_id_seq OWNED BY iterations_cadences.id;

CREATE TABLE keys (
    id bigint NOT NULL,
    user_id bigint,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    key text,
    title character varying,
    type character varying,
    fingerprint character varying,
    public boolean DEFAULT false NOT NULL,
    last_used_at timestamp without time zone,
    fingerprint_sha256 bytea,
    expires_at timestamp with time zone,
    expiry_notification_delivered_at timestamp with time zone,
    before_expiry_notification_delivered_at timestamp with time zone,
    usage_type smallint DEFAULT 0 NOT NULL,
    organization_id bigint
);

CREATE SEQUENCE keys_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE keys_id_seq OWNED BY keys.id;

CREATE TABLE label_links (
    id bigint NOT NULL,
    label_id bigint,
    target_id bigint,
    target_type character varying,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    namespace_id bigint,
    CONSTRAINT check_3853a1e8ed CHECK ((namespace_id IS NOT NULL))
);

CREATE SEQUENCE label_links_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE label_links_id_seq OWNED BY label_links.id;

CREATE TABLE label_priorities (
    id bigint NOT NULL,
    project_id bigint NOT NULL,
    label_id bigint NOT NULL,
    priority integer NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL
);

CREATE SEQUENCE label_priorities_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE label_priorities_id_seq OWNED BY label_priorities.id;

CREATE TABLE labels (
    id bigint NOT NULL,
    title character varying,
    color character varying,
    project_id bigint,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    template boolean DEFAULT false,
    description character varying,
    description_html text,
    type character varying,
    group_id bigint,
    cached_markdown_version integer,
    lock_on_merge boolean DEFAULT false NOT NULL,
    archived boolean DEFAULT false NOT NULL,
    organization_id bigint
);

CREATE SEQUENCE labels_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE labels_id_seq OWNED BY labels.id;

CREATE TABLE member_roles (
    id bigint NOT NULL,
    namespace_id bigint,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    base_access_level integer,
    name text DEFAULT 'Custom'::text NOT NULL,
    description text,
    occupies_seat boolean DEFAULT false NOT NULL,
    permissions jsonb DEFAULT '{}'::jsonb NOT NULL,
    organization_id bigint,
    CONSTRAINT check_4364846f58 CHECK ((char_length(description) <= 255)),
    CONSTRAINT check_9907916995 CHECK ((char_length(name) <= 255)),
    CONSTRAINT check_ae96d7c575 CHECK ((num_nonnulls(namespace_id, organization_id) = 1))
);

CREATE SEQUENCE member_roles_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE member_roles_id_seq OWNED BY member_roles.id;

CREATE TABLE members (
    id bigint NOT NULL,
    access_level integer NOT NULL,
    source_id bigint NOT NULL,
    source_type character varying NOT NULL,
    user_id bigint,
    notification_level integer NOT NULL,
    type character varying,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    created_by_id bigint,
    invite_email character varying,
    invite_token character varying,
    invite_accepted_at timestamp without time zone,
    requested_at timestamp without time zone,
    expires_at date,
    ldap boolean DEFAULT false NOT NULL,
    override boolean DEFAULT false NOT NULL,
    state smallint DEFAULT 0,
    invite_email_success boolean DEFAULT true NOT NULL,
    member_namespace_id bigint,
    member_role_id bigint,
    expiry_notified_at timestamp with time zone,
    request_accepted_at timestamp with time zone,
    CONSTRAINT check_508774aac0 CHECK ((member_namespace_id IS NOT NULL))
);

CREATE SEQUENCE members_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE members_id_seq OWNED BY members.id;

CREATE TABLE merge_request_assignees (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    merge_request_id bigint NOT NULL,
    created_at timestamp with time zone,
    project_id bigint,
    CONSTRAINT check_1442f79624 CHECK ((project_id IS NOT NULL))
);

CREATE SEQUENCE merge_request_assignees_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE merge_request_assignees_id_seq OWNED BY merge_request_assignees.id;

CREATE TABLE merge_request_diffs (
    id bigint NOT NULL,
    state character varying,
    merge_request_id bigint NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    base_commit_sha character varying,
    real_size character varying,
    head_commit_sha character varying,
    start_commit_sha character varying,
    commits_count integer,
    external_diff character varying,
    external_diff_store integer DEFAULT 1,
    stored_externally boolean,
    files_count smallint,
    sorted boolean DEFAULT false NOT NULL,
    diff_type smallint DEFAULT 1 NOT NULL,
    patch_id_sha bytea,
    project_id bigint,
    CONSTRAINT check_11c5f029ad CHECK ((project_id IS NOT NULL)),
    CONSTRAINT check_93ee616ac9 CHECK ((external_diff_store IS NOT NULL))
);

CREATE SEQUENCE merge_request_diffs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE merge_request_diffs_id_seq OWNED BY merge_request_diffs.id;

CREATE TABLE merge_request_reviewers (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    merge_request_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    state smallint DEFAULT 0 NOT NULL,
    project_id bigint,
    CONSTRAINT check_fb72c99774 CHECK ((project_id IS NOT NULL))
);

CREATE SEQUENCE merge_request_reviewers_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE merge_request_reviewers_id_seq OWNED BY merge_request_reviewers.id;

CREATE TABLE merge_requests (
    id bigint NOT NULL,
    target_branch character varying NOT NULL,
    source_branch character varying NOT NULL,
    source_project_id bigint,
    author_id bigint,
    assignee_id bigint,
    title character varying,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    milestone_id bigint,
    merge_status character varying DEFAULT 'unchecked'::character varying NOT NULL,
    target_project_id bigint NOT NULL,
    iid integer,
    description text,
    updated_by_id bigint,
    merge_error text,
    merge_params text,
    merge_when_pipeline_succeeds boolean DEFAULT false NOT NULL,
    merge_user_id bigint,
    merge_commit_sha character varying,
    approvals_before_merge integer,
    rebase_commit_sha character varying,
    in_progress_merge_commit_sha character varying,
    lock_version integer DEFAULT 0,
    title_html text,
    description_html text,
    time_estimate integer DEFAULT 0,
    squash boolean DEFAULT false NOT NULL,
    cached_markdown_version integer,
    last_edited_at timestamp without time zone,
    last_edited_by_id bigint,
    merge_jid character varying,
    discussion_locked boolean,
    latest_merge_request_diff_id bigint,
    allow_maintainer_to_push boolean DEFAULT true,
    state_id smallint DEFAULT 1 NOT NULL,
    rebase_jid character varying,
    squash_commit_sha bytea,
    merge_ref_sha bytea,
    draft boolean DEFAULT false NOT NULL,
    prepared_at timestamp with time zone,
    merged_commit_sha bytea,
    override_requested_changes boolean DEFAULT false NOT NULL,
    head_pipeline_id bigint,
    imported_from smallint DEFAULT 0 NOT NULL,
    retargeted boolean DEFAULT false NOT NULL,
    CONSTRAINT check_970d272570 CHECK ((lock_version IS NOT NULL))
);

CREATE SEQUENCE merge_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE merge_requests_id_seq OWNED BY merge_requests.id;

CREATE TABLE milestones (
    id bigint NOT NULL,
    title character varying NOT NULL,
    project_id bigint,
    description text,
    due_date date,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    state character varying,
    iid integer,
    title_html text,
    description_html text,
    start_date date,
    cached_markdown_version integer,
    group_id bigint,
    lock_version integer DEFAULT 0 NOT NULL,
    CONSTRAINT check_08e9c27987 CHECK ((num_nonnulls(group_id, project_id) = 1))
);

CREATE SEQUENCE milestones_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE milestones_id_seq OWNED BY milestones.id;

CREATE TABLE namespace_settings (
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    namespace_id bigint NOT NULL,
    prevent_forking_outside_group boolean DEFAULT false NOT NULL,
    allow_mfa_for_subgroups boolean DEFAULT true NOT NULL,
    default_branch_name text,
    repository_read_only boolean DEFAULT false NOT NULL,
    resource_access_token_creation_allowed boolean DEFAULT true NOT NULL,
    prevent_sharing_groups_outside_hierarchy boolean DEFAULT false NOT NULL,
    new_user_signups_cap integer,
    setup_for_company boolean,
    jobs_to_be_done smallint,
    runner_token_expiration_interval integer,
    subgroup_runner_token_expiration_interval integer,
    project_runner_token_expiration_interval integer,
    show_diff_preview_in_email boolean DEFAULT true NOT NULL,
    enabled_git_access_protocol smallint DEFAULT 0 NOT NULL,
    unique_project_download_limit smallint DEFAULT 0 NOT NULL,
    unique_project_download_limit_interval_in_seconds integer DEFAULT 0 NOT NULL,
    unique_project_download_limit_allowlist text[] DEFAULT '{}'::text[] NOT NULL,
    auto_ban_user_on_excessive_projects_download boolean DEFAULT false NOT NULL,
    only_allow_merge_if_pipeline_succeeds boolean DEFAULT false NOT NULL,
    allow_merge_on_skipped_pipeline boolean DEFAULT false NOT NULL,
    only_allow_merge_if_all_discussions_are_resolved boolean DEFAULT false NOT NULL,
    default_compliance_framework_id bigint,
    runner_registration_enabled boolean DEFAULT true,
    allow_runner_registration_token boolean DEFAULT true NOT NULL,
    unique_project_download_limit_alertlist integer[] DEFAULT '{}'::integer[] NOT NULL,
    emails_enabled boolean DEFAULT true NOT NULL,
    experiment_features_enabled boolean DEFAULT false NOT NULL,
    default_branch_protection_defaults jsonb DEFAULT '{}'::jsonb NOT NULL,
    service_access_tokens_expiration_enforced boolean DEFAULT true NOT NULL,
    product_analytics_enabled boolean DEFAULT false NOT NULL,
    allow_merge_without_pipeline boolean DEFAULT false NOT NULL,
    enforce_ssh_certificates boolean DEFAULT false NOT NULL,
    math_rendering_limits_enabled boolean,
    lock_math_rendering_limits_enabled boolean DEFAULT false NOT NULL,
    duo_features_enabled boolean,
    lock_duo_features_enabled boolean DEFAULT false NOT NULL,
    disable_personal_access_tokens boolean DEFAULT false NOT NULL,
    early_access_program_participant boolean DEFAULT false NOT NULL,
    remove_dormant_members boolean DEFAULT false NOT NULL,
    remove_dormant_members_period integer DEFAULT 90 NOT NULL,
    early_access_program_joined_by_id bigint,
    seat_control smallint DEFAULT 0 NOT NULL,
    last_dormant_member_review_at timestamp with time zone,
    enterprise_users_extensions_marketplace_opt_in_status smallint DEFAULT 0 NOT NULL,
    spp_repository_pipeline_access boolean,
    lock_spp_repository_pipeline_access boolean DEFAULT false NOT NULL,
    archived boolean DEFAULT false NOT NULL,
    token_expiry_notify_inherited boolean DEFAULT true NOT NULL,
    resource_access_token_notify_inherited boolean,
    lock_resource_access_token_notify_inherited boolean DEFAULT false NOT NULL,
    pipeline_variables_default_role smallint DEFAULT 2 NOT NULL,
    force_pages_access_control boolean DEFAULT false NOT NULL,
    extended_grat_expiry_webhooks_execute boolean DEFAULT false NOT NULL,
    jwt_ci_cd_job_token_enabled boolean DEFAULT false NOT NULL,
    jwt_ci_cd_job_token_opted_out boolean DEFAULT false NOT NULL,
    require_dpop_for_manage_api_endpoints boolean DEFAULT false NOT NULL,
    job_token_policies_enabled boolean DEFAULT false NOT NULL,
    security_policies jsonb DEFAULT '{}'::jsonb NOT NULL,
    duo_nano_features_enabled boolean,
    model_prompt_cache_enabled boolean,
    lock_model_prompt_cache_enabled boolean DEFAULT false NOT NULL,
    disable_invite_members boolean DEFAULT false NOT NULL,
    web_based_commit_signing_enabled boolean,
    lock_web_based_commit_signing_enabled boolean DEFAULT false NOT NULL,
    allow_enterprise_bypass_placeholder_confirmation boolean DEFAULT false NOT NULL,
    enterprise_bypass_expires_at timestamp with time zone,
    hide_email_on_profile boolean DEFAULT false NOT NULL,
    allow_personal_snippets boolean DEFAULT true NOT NULL,
    auto_duo_code_review_enabled boolean,
    lock_auto_duo_code_review_enabled boolean DEFAULT false NOT NULL,
    step_up_auth_required_oauth_provider text,
    duo_remote_flows_enabled boolean,
    lock_duo_remote_flows_enabled boolean DEFAULT false NOT NULL,
    duo_agent_platform_request_count integer DEFAULT 0 NOT NULL,
    disable_ssh_keys boolean DEFAULT false NOT NULL,
    duo_foundational_flows_enabled boolean,
    lock_duo_foundational_flows_enabled boolean DEFAULT false NOT NULL,
    duo_sast_fp_detection_enabled boolean,
    lock_duo_sast_fp_detection_enabled boolean DEFAULT false NOT NULL,
    usage_billing jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT check_0ba93c78c7 CHECK ((char_length(default_branch_name) <= 255)),
    CONSTRAINT check_d9644d516f CHECK ((char_length(step_up_auth_required_oauth_provider) <= 255)),
    CONSTRAINT check_namespace_settings_security_policies_is_hash CHECK ((jsonb_typeof(security_policies) = 'object'::text)),
    CONSTRAINT check_namespace_settings_usage_billing_is_hash CHECK ((jsonb_typeof(usage_billing) = 'object'::text)),
    CONSTRAINT namespace_settings_unique_project_download_limit_alertlist_size CHECK ((cardinality(unique_project_download_limit_alertlist) <= 100)),
    CONSTRAINT namespace_settings_unique_project_download_limit_allowlist_size CHECK ((cardinality(unique_project_download_limit_allowlist) <= 100))
);

CREATE SEQUENCE namespaces_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE namespaces_id_seq OWNED BY namespaces.id;

CREATE TABLE notes (
    note text,
    noteable_type character varying,
    author_id bigint,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    project_id bigint,
    line_code character varying,
    commit_id character varying,
    noteable_id bigint,
    system boolean DEFAULT false NOT NULL,
    st_diff text,
    updated_by_id bigint,
    type character varying,
    "position" text,
    original_position text,
    resolved_at timestamp without time zone,
    resolved_by_id bigint,
    discussion_id character varying,
    note_html text,
    cached_markdown_version integer,
    change_position text,
    resolved_by_push boolean,
    review_id bigint,
    confidential boolean,
    last_edited_at timestamp with time zone,
    internal boolean DEFAULT false NOT NULL,
    id bigint NOT NULL,
    namespace_id bigint,
    imported_from smallint DEFAULT 0 NOT NULL,
    organization_id bigint,
    CONSTRAINT check_1244cbd7d0 CHECK ((noteable_type IS NOT NULL)),
    CONSTRAINT check_82f260979e CHECK ((num_nonnulls(namespace_id, organization_id, project_id) >= 1))
);

CREATE SEQUENCE notes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE notes_id_seq OWNED BY notes.id;

CREATE TABLE organizations (
    id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    path text NOT NULL,
    visibility_level smallint DEFAULT 0 NOT NULL,
    CONSTRAINT check_0b4296b5ea CHECK ((char_length(path) <= 255)),
    CONSTRAINT check_d130d769e0 CHECK ((char_length(name) <= 255))
);

CREATE SEQUENCE organizations_id_seq
    START WITH 1000
    INCREMENT BY 1
    MINVALUE 1000
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE organizations_id_seq OWNED BY organizations.id;

CREATE TABLE personal_access_tokens (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    name character varying NOT NULL,
    revoked boolean DEFAULT false,
    expires_at date,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    scopes character varying DEFAULT '--- []
'::character varying NOT NULL,
    impersonation boolean DEFAULT false NOT NULL,
    token_digest character varying,
    expire_notification_delivered boolean DEFAULT false NOT NULL,
    last_used_at timestamp with time zone,
    after_expiry_notification_delivered boolean DEFAULT false NOT NULL,
    previous_personal_access_token_id bigint,
    organization_id bigint NOT NULL,
    seven_days_notification_sent_at timestamp with time zone,
    thirty_days_notification_sent_at timestamp with time zone,
    sixty_days_notification_sent_at timestamp with time zone,
    description text,
    group_id bigint,
    user_type smallint,
    granular boolean DEFAULT false NOT NULL,
    CONSTRAINT check_6d2ddc9355 CHECK ((char_length(description) <= 255))
);

CREATE SEQUENCE personal_access_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE personal_access_tokens_id_seq OWNED BY personal_access_tokens.id;

CREATE TABLE snippets (
    id bigint NOT NULL,
    title character varying,
    content text,
    author_id bigint NOT NULL,
    project_id bigint,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    file_name character varying,
    type character varying,
    visibility_level integer DEFAULT 0 NOT NULL,
    title_html text,
    content_html text,
    cached_markdown_version integer,
    description text,
    description_html text,
    encrypted_secret_token character varying(255),
    encrypted_secret_token_iv character varying(255),
    secret boolean DEFAULT false NOT NULL,
    repository_read_only boolean DEFAULT false NOT NULL,
    imported_from smallint DEFAULT 0 NOT NULL,
    organization_id bigint,
    CONSTRAINT check_82c1d40fab CHECK ((num_nonnulls(organization_id, project_id) = 1))
);

CREATE TABLE project_features (
    id bigint NOT NULL,
    project_id bigint NOT NULL,
    merge_requests_access_level integer,
    issues_access_level integer,
    wiki_access_level integer,
    snippets_access_level integer DEFAULT 20 NOT NULL,
    builds_access_level integer,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    repository_access_level integer DEFAULT 20 NOT NULL,
    pages_access_level integer NOT NULL,
    forking_access_level integer,
    metrics_dashboard_access_level integer,
    requirements_access_level integer DEFAULT 20 NOT NULL,
    operations_access_level integer DEFAULT 20 NOT NULL,
    analytics_access_level integer DEFAULT 20 NOT NULL,
    security_and_compliance_access_level integer DEFAULT 10 NOT NULL,
    container_registry_access_level integer DEFAULT 0 NOT NULL,
    package_registry_access_level integer DEFAULT 0 NOT NULL,
    monitor_access_level integer DEFAULT 20 NOT NULL,
    infrastructure_access_level integer DEFAULT 20 NOT NULL,
    feature_flags_access_level integer DEFAULT 20 NOT NULL,
    environments_access_level integer DEFAULT 20 NOT NULL,
    releases_access_level integer DEFAULT 20 NOT NULL,
    model_experiments_access_level integer DEFAULT 20 NOT NULL,
    model_registry_access_level integer DEFAULT 20 NOT NULL
);

CREATE SEQUENCE project_features_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE project_features_id_seq OWNED BY project_features.id;

CREATE TABLE project_settings (
    project_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    push_rule_id bigint,
    show_default_award_emojis boolean DEFAULT true,
    allow_merge_on_skipped_pipeline boolean,
    squash_option smallint DEFAULT 3,
    has_confluence boolean DEFAULT false NOT NULL,
    has_vulnerabilities boolean DEFAULT false NOT NULL,
    prevent_merge_without_jira_issue boolean DEFAULT false NOT NULL,
    cve_id_request_enabled boolean DEFAULT true NOT NULL,
    mr_default_target_self boolean DEFAULT false NOT NULL,
    previous_default_branch text,
    warn_about_potentially_unwanted_characters boolean DEFAULT true NOT NULL,
    merge_commit_template text,
    has_shimo boolean DEFAULT false NOT NULL,
    squash_commit_template text,
    legacy_open_source_license_available boolean DEFAULT true NOT NULL,
    target_platforms character varying[] DEFAULT '{}'::character varying[] NOT NULL,
    enforce_auth_checks_on_uploads boolean DEFAULT true NOT NULL,
    selective_code_owner_removals boolean DEFAULT false NOT NULL,
    issue_branch_template text,
    show_diff_preview_in_email boolean DEFAULT true NOT NULL,
    suggested_reviewers_enabled boolean DEFAULT false NOT NULL,
    only_allow_merge_if_all_status_checks_passed boolean DEFAULT false NOT NULL,
    mirror_branch_regex text,
    allow_pipeline_trigger_approve_deployment boolean DEFAULT false NOT NULL,
    emails_enabled boolean DEFAULT true NOT NULL,
    pages_unique_domain_enabled boolean DEFAULT false NOT NULL,
    pages_unique_domain text,
    runner_registration_enabled boolean DEFAULT true,
    product_analytics_instrumentation_key text,
    product_analytics_data_collector_host text,
    cube_api_base_url text,
    encrypted_cube_api_key bytea,
    encrypted_cube_api_key_iv bytea,
    encrypted_product_analytics_configurator_connection_string bytea,
    encrypted_product_analytics_configurator_connection_string_iv bytea,
    pages_multiple_versions_enabled boolean DEFAULT false NOT NULL,
    allow_merge_without_pipeline boolean DEFAULT false NOT NULL,
    duo_features_enabled boolean DEFAULT true NOT NULL,
    require_reauthentication_to_approve boolean,
    observability_alerts_enabled boolean DEFAULT true NOT NULL,
    spp_repository_pipeline_access boolean DEFAULT true,
    max_number_of_vulnerabilities integer,
    pages_primary_domain text,
    extended_prat_expiry_webhooks_execute boolean DEFAULT false NOT NULL,
    merge_request_title_regex text,
    protect_merge_request_pipelines boolean DEFAULT true NOT NULL,
    auto_duo_code_review_enabled boolean,
    model_prompt_cache_enabled boolean,
    web_based_commit_signing_enabled boolean DEFAULT false NOT NULL,
    duo_context_exclusion_settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    merge_request_title_regex_description text,
    duo_remote_flows_enabled boolean,
    duo_foundational_flows_enabled boolean,
    duo_sast_fp_detection_enabled boolean DEFAULT false NOT NULL,
    duo_sast_vr_workflow_enabled boolean DEFAULT false NOT NULL,
    automatic_rebase_enabled boolean DEFAULT false NOT NULL,
    CONSTRAINT check_1a30456322 CHECK ((char_length(pages_unique_domain) <= 63)),
    CONSTRAINT check_237486989c CHECK ((char_length(merge_request_title_regex_description) <= 255)),
    CONSTRAINT check_3a03e7557a CHECK ((char_length(previous_default_branch) <= 4096)),
    CONSTRAINT check_3ca5cbffe6 CHECK ((char_length(issue_branch_template) <= 255)),
    CONSTRAINT check_4b142e71f3 CHECK ((char_length(product_analytics_data_collector_host) <= 255)),
    CONSTRAINT check_67292e4b99 CHECK ((char_length(mirror_branch_regex) <= 255)),
    CONSTRAINT check_999e5f0aaa CHECK ((char_length(pages_primary_domain) <= 255)),
    CONSTRAINT check_acb7fad2f9 CHECK ((char_length(product_analytics_instrumentation_key) <= 255)),
    CONSTRAINT check_b09644994b CHECK ((char_length(squash_commit_template) <= 500)),
    CONSTRAINT check_bde223416c CHECK ((show_default_award_emojis IS NOT NULL)),
    CONSTRAINT check_eaf7cfb6a7 CHECK ((char_length(merge_commit_template) <= 500)),
    CONSTRAINT check_ee0d751d5c CHECK ((char_length(merge_request_title_regex) <= 255)),
    CONSTRAINT check_f9df7bcee2 CHECK ((char_length(cube_api_base_url) <= 512))
);

CREATE TABLE project_type_ci_runner_machines (
    id bigint NOT NULL,
    runner_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    contacted_at timestamp with time zone,
    creation_state smallint DEFAULT 0 NOT NULL,
    executor_type smallint,
    runner_type smallint NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    system_xid text NOT NULL,
    platform text,
    architecture text,
    revision text,
    ip_address text,
    version text,
    runtime_features jsonb DEFAULT '{}'::jsonb NOT NULL,
    organization_id bigint,
    labels jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT check_3d8736b3af CHECK ((char_length(system_xid) <= 64)),
    CONSTRAINT check_5bad2a6944 CHECK ((char_length(revision) <= 255)),
    CONSTRAINT check_7dc4eee8a5 CHECK ((char_length(version) <= 2048)),
    CONSTRAINT check_b1e456641b CHECK ((char_length(ip_address) <= 1024)),
    CONSTRAINT check_c788f4b18a CHECK ((char_length(platform) <= 255)),
    CONSTRAINT check_f3d25ab844 CHECK ((char_length(architecture) <= 255)),
    CONSTRAINT check_organization_id_nullness CHECK ((organization_id IS NOT NULL))
);

CREATE TABLE project_type_ci_runners (
    id bigint NOT NULL,
    creator_id bigint,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    contacted_at timestamp with time zone,
    token_expires_at timestamp with time zone,
    public_projects_minutes_cost_factor double precision DEFAULT 1.0 NOT NULL,
    private_projects_minutes_cost_factor double precision DEFAULT 1.0 NOT NULL,
    access_level integer DEFAULT 0 NOT NULL,
    maximum_timeout integer,
    runner_type smallint NOT NULL,
    registration_type smallint DEFAULT 0 NOT NULL,
    creation_state smallint DEFAULT 0 NOT NULL,
    active boolean DEFAULT true NOT NULL,
    run_untagged boolean DEFAULT true NOT NULL,
    locked boolean DEFAULT false NOT NULL,
    name text,
    token_encrypted text,
    description text,
    maintainer_note text,
    allowed_plans text[] DEFAULT '{}'::text[] NOT NULL,
    allowed_plan_ids bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    organization_id bigint,
    allowed_plan_name_uids smallint[] DEFAULT '{}'::smallint[] NOT NULL,
    CONSTRAINT check_030ad0773d CHECK ((char_length(token_encrypted) <= 512)),
    CONSTRAINT check_1f8618ab23 CHECK ((char_length(name) <= 256)),
    CONSTRAINT check_24b281f5bf CHECK ((char_length(maintainer_note) <= 1024)),
    CONSTRAINT check_5db8ae9d30 CHECK ((char_length(description) <= 1024)),
    CONSTRAINT check_organization_id_nullness CHECK ((organization_id IS NOT NULL))
);

CREATE SEQUENCE projects_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE projects_id_seq OWNED BY projects.id;

CREATE TABLE protected_branch_merge_access_levels (
    id bigint NOT NULL,
    protected_branch_id bigint NOT NULL,
    access_level integer DEFAULT 40,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    user_id bigint,
    group_id bigint,
    protected_branch_project_id bigint,
    protected_branch_namespace_id bigint,
    CONSTRAINT check_66e95f5ee9 CHECK ((num_nonnulls(protected_branch_namespace_id, protected_branch_project_id) = 1))
);

CREATE SEQUENCE protected_branch_merge_access_levels_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE protected_branch_merge_access_levels_id_seq OWNED BY protected_branch_merge_access_levels.id;

CREATE TABLE protected_branch_push_access_levels (
    id bigint NOT NULL,
    protected_branch_id bigint NOT NULL,
    access_level integer DEFAULT 40,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    user_id bigint,
    group_id bigint,
    deploy_key_id bigint,
    protected_branch_project_id bigint,
    protected_branch_namespace_id bigint,
    CONSTRAINT check_2b64375289 CHECK ((num_nonnulls(protected_branch_namespace_id, protected_branch_project_id) = 1))
);

CREATE SEQUENCE protected_branch_push_access_levels_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE protected_branch_push_access_levels_id_seq OWNED BY protected_branch_push_access_levels.id;

CREATE TABLE protected_branches (
    id bigint NOT NULL,
    project_id bigint,
    name character varying NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    code_owner_approval_required boolean DEFAULT false NOT NULL,
    allow_force_push boolean DEFAULT false NOT NULL,
    namespace_id bigint,
    CONSTRAINT protected_branches_project_id_namespace_id_any_not_null CHECK (((project_id IS NULL) <> (namespace_id IS NULL)))
);

CREATE SEQUENCE protected_branches_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE protected_branches_id_seq OWNED BY protected_branches.id;

CREATE TABLE push_rules (
    id bigint NOT NULL,
    commit_message_regex character varying,
    deny_delete_tag boolean,
    project_id bigint,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    author_email_regex character varying,
    member_check boolean DEFAULT false NOT NULL,
    file_name_regex character varying,
    is_sample boolean DEFAULT false,
    max_file_size integer DEFAULT 0 NOT NULL,
    prevent_secrets boolean DEFAULT false NOT NULL,
    branch_name_regex character varying,
    reject_unsigned_commits boolean,
    commit_committer_check boolean,
    regexp_uses_re2 boolean DEFAULT true,
    commit_message_negative_regex character varying,
    reject_non_dco_commits boolean,
    commit_committer_name_check boolean DEFAULT false NOT NULL,
    organization_id bigint,
    CONSTRAINT author_email_regex_size_constraint CHECK ((char_length((author_email_regex)::text) <= 511)),
    CONSTRAINT branch_name_regex_size_constraint CHECK ((char_length((branch_name_regex)::text) <= 511)),
    CONSTRAINT commit_message_negative_regex_size_constraint CHECK ((char_length((commit_message_negative_regex)::text) <= 2047)),
    CONSTRAINT commit_message_regex_size_constraint CHECK ((char_length((commit_message_regex)::text) <= 511)),
    CONSTRAINT file_name_regex_size_constraint CHECK ((char_length((file_name_regex)::text) <= 511))
);

CREATE SEQUENCE push_rules_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE push_rules_id_seq OWNED BY push_rules.id;

CREATE TABLE reviews (
    id bigint NOT NULL,
    author_id bigint,
    merge_request_id bigint NOT NULL,
    project_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE SEQUENCE reviews_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE reviews_id_seq OWNED BY reviews.id;

CREATE SEQUENCE routes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE routes_id_seq OWNED BY routes.id;

CREATE SEQUENCE snippets_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE snippets_id_seq OWNED BY snippets.id;

CREATE TABLE sprints (
    id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    start_date date,
    due_date date,
    group_id bigint,
    iid integer NOT NULL,
    cached_markdown_version integer,
    title text,
    title_html text,
    description text,
    description_html text,
    state_enum smallint DEFAULT 1 NOT NULL,
    iterations_cadence_id bigint,
    sequence integer,
    CONSTRAINT check_73910a3b6c CHECK ((group_id IS NOT NULL)),
    CONSTRAINT sprints_title CHECK ((char_length(title) <= 255))
);

CREATE SEQUENCE sprints_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE sprints_id_seq OWNED BY sprints.id;

CREATE TABLE subscription_add_on_purchases (
    id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    subscription_add_on_id bigint NOT NULL,
    namespace_id bigint,
    quantity integer NOT NULL,
    expires_on date NOT NULL,
    purchase_xid text NOT NULL,
    last_assigned_users_refreshed_at timestamp with time zone,
    trial boolean DEFAULT false NOT NULL,
    started_at date,
    organization_id bigint NOT NULL,
    CONSTRAINT check_3313c4d200 CHECK ((char_length(purchase_xid) <= 255)),
    CONSTRAINT check_d79ce199b3 CHECK ((started_at IS NOT NULL))
);

CREATE SEQUENCE subscription_add_on_purchases_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE subscription_add_on_purchases_id_seq OWNED BY subscription_add_on_purchases.id;

CREATE TABLE subscription_add_ons (
    id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    name smallint NOT NULL,
    description text NOT NULL,
    CONSTRAINT check_4c39d15ada CHECK ((char_length(description) <= 512))
);

CREATE SEQUENCE subscription_add_ons_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE subscription_add_ons_id_seq OWNED BY subscription_add_ons.id;

CREATE TABLE subscription_user_add_on_assignments (
    id bigint NOT NULL,
    add_on_purchase_id bigint NOT NULL,
    user_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    organization_id bigint,
    CONSTRAINT check_7d21f9cebf CHECK ((organization_id IS NOT NULL))
);

CREATE SEQUENCE subscription_user_add_on_assignments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE subscription_user_add_on_assignments_id_seq OWNED BY subscription_user_add_on_assignments.id;

CREATE TABLE todos (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    project_id bigint,
    target_id bigint,
    target_type character varying NOT NULL,
    author_id bigint NOT NULL,
    action integer NOT NULL,
    state character varying NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    commit_id character varying,
    group_id bigint,
    resolved_by_action smallint,
    note_id bigint,
    snoozed_until timestamp with time zone,
    organization_id bigint,
    CONSTRAINT check_3c13ed1c7a CHECK ((num_nonnulls(group_id, organization_id, project_id) = 1))
);

CREATE SEQUENCE todos_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE todos_id_seq OWNED BY todos.id;

CREATE TABLE user_details (
    user_id bigint NOT NULL,
    job_title character varying(200) DEFAULT ''::character varying NOT NULL,
    bio character varying(255) DEFAULT ''::character varying NOT NULL,
    webauthn_xid text,
    provisioned_by_group_id bigint,
    pronouns text,
    pronunciation text,
    phone text,
    linkedin text DEFAULT ''::text NOT NULL,
    twitter text DEFAULT ''::text NOT NULL,
    skype text DEFAULT ''::text NOT NULL,
    website_url text DEFAULT ''::text NOT NULL,
    location text DEFAULT ''::text NOT NULL,
    organization text DEFAULT ''::text NOT NULL,
    password_last_changed_at timestamp with time zone DEFAULT now() NOT NULL,
    discord text DEFAULT ''::text NOT NULL,
    enterprise_group_id bigint,
    enterprise_group_associated_at timestamp with time zone,
    email_reset_offered_at timestamp with time zone,
    mastodon text DEFAULT ''::text NOT NULL,
    project_authorizations_recalculated_at timestamp with time zone DEFAULT '2010-01-01 00:00:00+00'::timestamp with time zone NOT NULL,
    onboarding_status jsonb DEFAULT '{}'::jsonb NOT NULL,
    bluesky text DEFAULT ''::text NOT NULL,
    bot_namespace_id bigint,
    orcid text DEFAULT ''::text NOT NULL,
    github text DEFAULT ''::text NOT NULL,
    email_otp text,
    email_otp_last_sent_to text,
    email_otp_last_sent_at timestamp with time zone,
    email_otp_required_after timestamp with time zone,
    company text DEFAULT ''::text NOT NULL,
    provisioned_by_project_id bigint,
    CONSTRAINT check_18a53381cd CHECK ((char_length(bluesky) <= 256)),
    CONSTRAINT check_245664af82 CHECK ((char_length(webauthn_xid) <= 100)),
    CONSTRAINT check_444573ee52 CHECK ((char_length(skype) <= 500)),
    CONSTRAINT check_466a25be35 CHECK ((char_length(twitter) <= 500)),
    CONSTRAINT check_4925cf9fd2 CHECK ((char_length(email_otp_last_sent_to) <= 511)),
    CONSTRAINT check_4ef1de1a15 CHECK ((char_length(discord) <= 500)),
    CONSTRAINT check_7b246dad73 CHECK ((char_length(organization) <= 500)),
    CONSTRAINT check_7d6489f8f3 CHECK ((char_length(linkedin) <= 500)),
    CONSTRAINT check_7fe2044093 CHECK ((char_length(website_url) <= 500)),
    CONSTRAINT check_8a7fcf8a60 CHECK ((char_length(location) <= 500)),
    CONSTRAINT check_99b0365865 CHECK ((char_length(orcid) <= 256)),
    CONSTRAINT check_a73b398c60 CHECK ((char_length(phone) <= 50)),
    CONSTRAINT check_bbe110f371 CHECK ((char_length(github) <= 500)),
    CONSTRAINT check_ec514a06ad CHECK ((char_length(email_otp) <= 64)),
    CONSTRAINT check_eeeaf8d4f0 CHECK ((char_length(pronouns) <= 50)),
    CONSTRAINT check_f1a8a05b9a CHECK ((char_length(mastodon) <= 500)),
    CONSTRAINT check_f932ed37db CHECK ((char_length(pronunciation) <= 255))
);

COMMENT ON COLUMN user_details.phone IS 'JiHu-specific column';

COMMENT ON COLUMN user_details.password_last_changed_at IS 'JiHu-specific column';

COMMENT ON COLUMN user_details.email_otp IS 'SHA256 hash (64 hex characters)';

CREATE SEQUENCE user_details_user_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE user_details_user_id_seq OWNED BY user_details.user_id;

CREATE TABLE user_preferences (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    issue_notes_filter smallint DEFAULT 0 NOT NULL,
    merge_request_notes_filter smallint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    epics_sort character varying,
    roadmap_epics_state integer,
    epic_notes_filter smallint DEFAULT 0 NOT NULL,
    issues_sort character varying,
    merge_requests_sort character varying,
    roadmaps_sort character varying,
    first_day_of_week integer,
    timezone character varying,
    time_display_relative boolean DEFAULT true,
    projects_sort character varying(64),
    show_whitespace_in_diffs boolean DEFAULT true NOT NULL,
    sourcegraph_enabled boolean,
    setup_for_company boolean,
    render_whitespace_in_code boolean DEFAULT false,
    tab_width smallint DEFAULT 8,
    view_diffs_file_by_file boolean DEFAULT false NOT NULL,
    gitpod_enabled boolean DEFAULT false NOT NULL,
    markdown_surround_selection boolean DEFAULT true NOT NULL,
    diffs_deletion_color text,
    diffs_addition_color text,
    markdown_automatic_lists boolean DEFAULT true NOT NULL,
    use_new_navigation boolean,
    achievements_enabled boolean DEFAULT true NOT NULL,
    pinned_nav_items jsonb DEFAULT '{}'::jsonb NOT NULL,
    pass_user_identities_to_ci_jwt boolean DEFAULT false NOT NULL,
    enabled_following boolean DEFAULT true NOT NULL,
    visibility_pipeline_id_type smallint DEFAULT 0 NOT NULL,
    project_shortcut_buttons boolean DEFAULT true NOT NULL,
    enabled_zoekt boolean DEFAULT true NOT NULL,
    keyboard_shortcuts_enabled boolean DEFAULT true NOT NULL,
    time_display_format smallint DEFAULT 0 NOT NULL,
    early_access_program_participant boolean DEFAULT false NOT NULL,
    early_access_program_tracking boolean DEFAULT false NOT NULL,
    extensions_marketplace_opt_in_status smallint DEFAULT 0 NOT NULL,
    organization_groups_projects_sort text,
    organization_groups_projects_display smallint DEFAULT 1 NOT NULL,
    dpop_enabled boolean DEFAULT false NOT NULL,
    use_work_items_view boolean DEFAULT false NOT NULL,
    text_editor_type smallint DEFAULT 2 NOT NULL,
    merge_request_dashboard_list_type smallint DEFAULT 0 NOT NULL,
    extensions_marketplace_opt_in_url text,
    dark_color_scheme_id smallint,
    work_items_display_settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    default_duo_add_on_assignment_id bigint,
    markdown_maintain_indentation boolean DEFAULT false NOT NULL,
    project_studio_enabled boolean DEFAULT false NOT NULL,
    merge_request_dashboard_show_drafts boolean DEFAULT true NOT NULL,
    duo_default_namespace_id bigint,
    policy_advanced_editor boolean DEFAULT false NOT NULL,
    early_access_studio_participant boolean DEFAULT false NOT NULL,
    CONSTRAINT check_1d670edc68 CHECK ((time_display_relative IS NOT NULL)),
    CONSTRAINT check_89bf269f41 CHECK ((char_length(diffs_deletion_color) <= 7)),
    CONSTRAINT check_9b50d9f942 CHECK ((char_length(extensions_marketplace_opt_in_url) <= 512)),
    CONSTRAINT check_b1306f8875 CHECK ((char_length(organization_groups_projects_sort) <= 64)),
    CONSTRAINT check_b22446f91a CHECK ((render_whitespace_in_code IS NOT NULL)),
    CONSTRAINT check_d07ccd35f7 CHECK ((char_length(diffs_addition_color) <= 7)),
    CONSTRAINT check_d3248b1b9c CHECK ((tab_width IS NOT NULL))
);

CREATE SEQUENCE user_preferences_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE user_preferences_id_seq OWNED BY user_preferences.id;

CREATE SEQUENCE users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE users_id_seq OWNED BY users.id;

CREATE TABLE virtual_registries_packages_maven_local_upstreams (
    id bigint NOT NULL,
    group_id bigint NOT NULL,
    local_group_id bigint,
    local_project_id bigint,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    metadata_cache_validity_hours smallint DEFAULT 1 NOT NULL,
    cache_validity_hours smallint DEFAULT 24 NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    description text,
    CONSTRAINT check_473304b4aa CHECK ((metadata_cache_validity_hours > 0)),
    CONSTRAINT check_5b4efbadf3 CHECK ((char_length(description) <= 1024)),
    CONSTRAINT check_94fecbd418 CHECK ((char_length(name) <= 255)),
    CONSTRAINT check_aee1e46595 CHECK ((num_nonnulls(local_group_id, local_project_id) = 1)),
    CONSTRAINT check_bfe0cc1afc CHECK ((cache_validity_hours >= 0))
);

CREATE SEQUENCE virtual_registries_packages_maven_local_upstreams_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE virtual_registries_packages_maven_local_upstreams_id_seq OWNED BY virtual_registries_packages_maven_local_upstreams.id;

CREATE TABLE virtual_registries_packages_maven_registries (
    id bigint NOT NULL,
    group_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    description text,
    CONSTRAINT check_1c00ac80ea CHECK ((char_length(name) <= 255)),
    CONSTRAINT check_ee44adc558 CHECK ((char_length(description) <= 1024))
);

CREATE SEQUENCE virtual_registries_packages_maven_registries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE virtual_registries_packages_maven_registries_id_seq OWNED BY virtual_registries_packages_maven_registries.id;

CREATE TABLE virtual_registries_packages_maven_registry_upstreams (
    id bigint NOT NULL,
    group_id bigint NOT NULL,
    registry_id bigint NOT NULL,
    upstream_id bigint,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    "position" smallint DEFAULT 1 NOT NULL,
    local_upstream_id bigint,
    CONSTRAINT check_817340e2d6 CHECK ((num_nonnulls(upstream_id, local_upstream_id) = 1)),
    CONSTRAINT check_8e8de60b63 CHECK (((1 <= "position") AND ("position" <= 20)))
);

CREATE SEQUENCE virtual_registries_packages_maven_registry_upstreams_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE virtual_registries_packages_maven_registry_upstreams_id_seq OWNED BY virtual_registries_packages_maven_registry_upstreams.id;

CREATE TABLE virtual_registries_packages_maven_upstreams (
    id bigint NOT NULL,
    group_id bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    url text NOT NULL,
    cache_validity_hours smallint DEFAULT 24 NOT NULL,
    username jsonb,
    password jsonb,
    name text DEFAULT ''::text NOT NULL,
    description text,
    metadata_cache_validity_hours smallint DEFAULT 24 NOT NULL,
    CONSTRAINT check_26c0572777 CHECK ((char_length(url) <= 255)),
    CONSTRAINT check_4db365ecc9 CHECK (((num_nonnulls(username, password) = 2) OR (num_nulls(username, password) = 2))),
    CONSTRAINT check_6b2cd6a3d6 CHECK ((metadata_cache_validity_hours > 0)),
    CONSTRAINT check_a3593dca3a CHECK ((cache_validity_hours >= 0)),
    CONSTRAINT check_c827be970e CHECK ((char_length(description) <= 1024)),
    CONSTRAINT check_f92d4b3613 CHECK ((char_length(name) <= 255))
);

CREATE SEQUENCE virtual_registries_packages_maven_upstreams_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE virtual_registries_packages_maven_upstreams_id_seq OWNED BY virtual_registries_packages_maven_upstreams.id;

CREATE TABLE work_item_parent_links (
    id bigint NOT NULL,
    work_item_id bigint NOT NULL,
    work_item_parent_id bigint NOT NULL,
    relative_position integer,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    namespace_id bigint,
    CONSTRAINT check_e9c0111985 CHECK ((namespace_id IS NOT NULL))
);

CREATE SEQUENCE work_item_parent_links_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE work_item_parent_links_id_seq OWNED BY work_item_parent_links.id;

CREATE TABLE work_item_types (
    id bigint NOT NULL,
    base_type smallint DEFAULT 0 NOT NULL,
    cached_markdown_version integer,
    name text NOT NULL,
    description text,
    description_html text,
    icon_name text,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    correct_id bigint DEFAULT 0 NOT NULL,
    old_id bigint,
    CONSTRAINT check_104d2410f6 CHECK ((char_length(name) <= 255)),
    CONSTRAINT check_fecb3a98d1 CHECK ((char_length(icon_name) <= 255))
);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_00 FOR VALUES WITH (modulus 16, remainder 0);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_01 FOR VALUES WITH (modulus 16, remainder 1);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_02 FOR VALUES WITH (modulus 16, remainder 2);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_03 FOR VALUES WITH (modulus 16, remainder 3);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_04 FOR VALUES WITH (modulus 16, remainder 4);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_05 FOR VALUES WITH (modulus 16, remainder 5);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_06 FOR VALUES WITH (modulus 16, remainder 6);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_07 FOR VALUES WITH (modulus 16, remainder 7);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_08 FOR VALUES WITH (modulus 16, remainder 8);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_09 FOR VALUES WITH (modulus 16, remainder 9);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_10 FOR VALUES WITH (modulus 16, remainder 10);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_11 FOR VALUES WITH (modulus 16, remainder 11);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_12 FOR VALUES WITH (modulus 16, remainder 12);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_13 FOR VALUES WITH (modulus 16, remainder 13);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_14 FOR VALUES WITH (modulus 16, remainder 14);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_15 FOR VALUES WITH (modulus 16, remainder 15);

ALTER TABLE ONLY ci_runner_taggings ATTACH PARTITION ci_runner_taggings_group_type FOR VALUES IN ('2');

ALTER TABLE ONLY ci_runner_taggings ATTACH PARTITION ci_runner_taggings_instance_type FOR VALUES IN ('1');

ALTER TABLE ONLY ci_runner_taggings ATTACH PARTITION ci_runner_taggings_project_type FOR VALUES IN ('3');

ALTER TABLE ONLY ci_runner_machines ATTACH PARTITION group_type_ci_runner_machines FOR VALUES IN ('2');

ALTER TABLE ONLY ci_runners ATTACH PARTITION group_type_ci_runners FOR VALUES IN ('2');

ALTER TABLE ONLY ci_runner_machines ATTACH PARTITION instance_type_ci_runner_machines FOR VALUES IN ('1');

ALTER TABLE ONLY ci_runners ATTACH PARTITION instance_type_ci_runners FOR VALUES IN ('1');

ALTER TABLE ONLY ci_runner_machines ATTACH PARTITION project_type_ci_runner_machines FOR VALUES IN ('3');

ALTER TABLE ONLY ci_runners ATTACH PARTITION project_type_ci_runners FOR VALUES IN ('3');

ALTER TABLE ONLY award_emoji ALTER COLUMN id SET DEFAULT nextval('award_emoji_id_seq'::regclass);

ALTER TABLE ONLY ci_runner_namespaces ALTER COLUMN id SET DEFAULT nextval('ci_runner_namespaces_id_seq'::regclass);

ALTER TABLE ONLY ci_runner_projects ALTER COLUMN id SET DEFAULT nextval('ci_runner_projects_id_seq'::regclass);

ALTER TABLE ONLY compliance_management_frameworks ALTER COLUMN id SET DEFAULT nextval('compliance_management_frameworks_id_seq'::regclass);

ALTER TABLE ONLY emails ALTER COLUMN id SET DEFAULT nextval('emails_id_seq'::regclass);

ALTER TABLE ONLY epics ALTER COLUMN id SET DEFAULT nextval('epics_id_seq'::regclass);

ALTER TABLE ONLY events ALTER COLUMN id SET DEFAULT nextval('events_id_seq'::regclass);

ALTER TABLE ONLY issues ALTER COLUMN id SET DEFAULT nextval('issues_id_seq'::regclass);

ALTER TABLE ONLY iterations_cadences ALTER COLUMN id SET DEFAULT nextval('iterations_cadences_id_seq'::regclass);

ALTER TABLE ONLY keys ALTER COLUMN id SET DEFAULT nextval('keys_id_seq'::regclass);

ALTER TABLE ONLY label_links ALTER COLUMN id SET DEFAULT nextval('label_links_id_seq'::regclass);

ALTER TABLE ONLY label_priorities ALTER COLUMN id SET DEFAULT nextval('label_priorities_id_seq'::regclass);

ALTER TABLE ONLY labels ALTER COLUMN id SET DEFAULT nextval('labels_id_seq'::regclass);

ALTER TABLE ONLY member_roles ALTER COLUMN id SET DEFAULT nextval('member_roles_id_seq'::regclass);

ALTER TABLE ONLY members ALTER COLUMN id SET DEFAULT nextval('members_id_seq'::regclass);

ALTER TABLE ONLY merge_request_assignees ALTER COLUMN id SET DEFAULT nextval('merge_request_assignees_id_seq'::regclass);

ALTER TABLE ONLY merge_request_diffs ALTER COLUMN id SET DEFAULT nextval('merge_request_diffs_id_seq'::regclass);

ALTER TABLE ONLY merge_request_reviewers ALTER COLUMN id SET DEFAULT nextval('merge_request_reviewers_id_seq'::regclass);

ALTER TABLE ONLY merge_requests ALTER COLUMN id SET DEFAULT nextval('merge_requests_id_seq'::regclass);

ALTER TABLE ONLY milestones ALTER COLUMN id SET DEFAULT nextval('milestones_id_seq'::regclass);

ALTER TABLE ONLY namespaces ALTER COLUMN id SET DEFAULT nextval('namespaces_id_seq'::regclass);

ALTER TABLE ONLY notes ALTER COLUMN id SET DEFAULT nextval('notes_id_seq'::regclass);

ALTER TABLE ONLY organizations ALTER COLUMN id SET DEFAULT nextval('organizations_id_seq'::regclass);

ALTER TABLE ONLY personal_access_tokens ALTER COLUMN id SET DEFAULT nextval('personal_access_tokens_id_seq'::regclass);

ALTER TABLE ONLY project_features ALTER COLUMN id SET DEFAULT nextval('project_features_id_seq'::regclass);

ALTER TABLE ONLY projects ALTER COLUMN id SET DEFAULT nextval('projects_id_seq'::regclass);

ALTER TABLE ONLY protected_branch_merge_access_levels ALTER COLUMN id SET DEFAULT nextval('protected_branch_merge_access_levels_id_seq'::regclass);

ALTER TABLE ONLY protected_branch_push_access_levels ALTER COLUMN id SET DEFAULT nextval('protected_branch_push_access_levels_id_seq'::regclass);

ALTER TABLE ONLY protected_branches ALTER COLUMN id SET DEFAULT nextval('protected_branches_id_seq'::regclass);

ALTER TABLE ONLY push_rules ALTER COLUMN id SET DEFAULT nextval('push_rules_id_seq'::regclass);

ALTER TABLE ONLY reviews ALTER COLUMN id SET DEFAULT nextval('reviews_id_seq'::regclass);

ALTER TABLE ONLY routes ALTER COLUMN id SET DEFAULT nextval('routes_id_seq'::regclass);

ALTER TABLE ONLY snippets ALTER COLUMN id SET DEFAULT nextval('snippets_id_seq'::regclass);

ALTER TABLE ONLY sprints ALTER COLUMN id SET DEFAULT nextval('sprints_id_seq'::regclass);

ALTER TABLE ONLY subscription_add_on_purchases ALTER COLUMN id SET DEFAULT nextval('subscription_add_on_purchases_id_seq'::regclass);

ALTER TABLE ONLY subscription_add_ons ALTER COLUMN id SET DEFAULT nextval('subscription_add_ons_id_seq'::regclass);

ALTER TABLE ONLY subscription_user_add_on_assignments ALTER COLUMN id SET DEFAULT nextval('subscription_user_add_on_assignments_id_seq'::regclass);

ALTER TABLE ONLY todos ALTER COLUMN id SET DEFAULT nextval('todos_id_seq'::regclass);

ALTER TABLE ONLY user_details ALTER COLUMN user_id SET DEFAULT nextval('user_details_user_id_seq'::regclass);

ALTER TABLE ONLY user_preferences ALTER COLUMN id SET DEFAULT nextval('user_preferences_id_seq'::regclass);

ALTER TABLE ONLY users ALTER COLUMN id SET DEFAULT nextval('users_id_seq'::regclass);

ALTER TABLE ONLY virtual_registries_packages_maven_local_upstreams ALTER COLUMN id SET DEFAULT nextval('virtual_registries_packages_maven_local_upstreams_id_seq'::regclass);

ALTER TABLE ONLY virtual_registries_packages_maven_registries ALTER COLUMN id SET DEFAULT nextval('virtual_registries_packages_maven_registries_id_seq'::regclass);

ALTER TABLE ONLY virtual_registries_packages_maven_registry_upstreams ALTER COLUMN id SET DEFAULT nextval('virtual_registries_packages_maven_registry_upstreams_id_seq'::regclass);

ALTER TABLE ONLY virtual_registries_packages_maven_upstreams ALTER COLUMN id SET DEFAULT nextval('virtual_registries_packages_maven_upstreams_id_seq'::regclass);

ALTER TABLE ONLY work_item_parent_links ALTER COLUMN id SET DEFAULT nextval('work_item_parent_links_id_seq'::regclass);

ALTER TABLE ONLY virtual_registries_packages_maven_cache_remote_entries
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_00
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_00_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_01
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_01_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_02
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_02_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_03
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_03_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_04
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_04_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_05
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_05_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_06
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_06_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_07
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_07_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_08
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_08_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_09
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_09_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_10
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_10_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_11
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_11_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_12
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_12_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_13
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_13_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_14
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_14_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_15
    ADD CONSTRAINT virtual_registries_packages_maven_cache_remote_entries_15_pkey PRIMARY KEY (group_id, iid);

ALTER TABLE ONLY award_emoji
    ADD CONSTRAINT award_emoji_pkey PRIMARY KEY (id);

ALTER TABLE labels
    ADD CONSTRAINT check_2d9a8c1bca CHECK ((num_nonnulls(group_id, organization_id, project_id) = 1)) NOT VALID;

ALTER TABLE user_details
    ADD CONSTRAINT check_3b9aec5742 CHECK ((char_length(company) <= 500)) NOT VALID;

ALTER TABLE ONLY instance_type_ci_runners
    ADD CONSTRAINT check_5c34a3c1db UNIQUE (id);

ALTER TABLE ONLY project_type_ci_runners
    ADD CONSTRAINT check_619c71f3a2 UNIQUE (id);

ALTER TABLE ONLY group_type_ci_runners
    ADD CONSTRAINT check_81b90172a6 UNIQUE (id);

ALTER TABLE sprints
    ADD CONSTRAINT check_ccd8a1eae0 CHECK ((start_date IS NOT NULL)) NOT VALID;

ALTER TABLE sprints
    ADD CONSTRAINT check_df3816aed7 CHECK ((due_date IS NOT NULL)) NOT VALID;

ALTER TABLE ONLY ci_runner_machines
    ADD CONSTRAINT ci_runner_machines_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY ci_runner_namespaces
    ADD CONSTRAINT ci_runner_namespaces_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ci_runner_projects
    ADD CONSTRAINT ci_runner_projects_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ci_runner_taggings
    ADD CONSTRAINT ci_runner_taggings_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY ci_runner_taggings_group_type
    ADD CONSTRAINT ci_runner_taggings_group_type_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY ci_runner_taggings_instance_type
    ADD CONSTRAINT ci_runner_taggings_instance_type_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY ci_runner_taggings_project_type
    ADD CONSTRAINT ci_runner_taggings_project_type_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY ci_runners
    ADD CONSTRAINT ci_runners_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY compliance_management_frameworks
    ADD CONSTRAINT compliance_management_frameworks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY virtual_registries_packages_maven_registry_upstreams
    ADD CONSTRAINT constraint_vreg_pkgs_mvn_reg_upst_on_unique_regid_pos UNIQUE (registry_id, "position") DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE namespace_settings
    ADD CONSTRAINT default_branch_protection_defaults_size_constraint CHECK ((octet_length((default_branch_protection_defaults)::text) <= 1024)) NOT VALID;

ALTER TABLE ONLY emails
    ADD CONSTRAINT emails_pkey PRIMARY KEY (id);

ALTER TABLE ONLY epics
    ADD CONSTRAINT epics_pkey PRIMARY KEY (id);

ALTER TABLE ONLY events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY group_type_ci_runner_machines
    ADD CONSTRAINT group_type_ci_runner_machines_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY group_type_ci_runners
    ADD CONSTRAINT group_type_ci_runners_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY instance_type_ci_runner_machines
    ADD CONSTRAINT instance_type_ci_runner_machines_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY instance_type_ci_runners
    ADD CONSTRAINT instance_type_ci_runners_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY issue_assignees
    ADD CONSTRAINT issue_assignees_pkey PRIMARY KEY (issue_id, user_id);

ALTER TABLE ONLY issues
    ADD CONSTRAINT issues_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sprints
    ADD CONSTRAINT iteration_start_and_due_date_iterations_cadence_id_constraint EXCLUDE USING gist (iterations_cadence_id WITH =, daterange(start_date, due_date, '[]'::text) WITH &&) WHERE ((group_id IS NOT NULL)) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY iterations_cadences
    ADD CONSTRAINT iterations_cadences_pkey PRIMARY KEY (id);

ALTER TABLE ONLY keys
    ADD CONSTRAINT keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY label_links
    ADD CONSTRAINT label_links_pkey PRIMARY KEY (id);

ALTER TABLE ONLY label_priorities
    ADD CONSTRAINT label_priorities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY labels
    ADD CONSTRAINT labels_pkey PRIMARY KEY (id);

ALTER TABLE ONLY member_roles
    ADD CONSTRAINT member_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY members
    ADD CONSTRAINT members_pkey PRIMARY KEY (id);

ALTER TABLE ONLY merge_request_assignees
    ADD CONSTRAINT merge_request_assignees_pkey PRIMARY KEY (id);

ALTER TABLE ONLY merge_request_diffs
    ADD CONSTRAINT merge_request_diffs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY merge_request_reviewers
    ADD CONSTRAINT merge_request_reviewers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY merge_requests
    ADD CONSTRAINT merge_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY milestones
    ADD CONSTRAINT milestones_pkey PRIMARY KEY (id);

ALTER TABLE ONLY namespace_settings
    ADD CONSTRAINT namespace_settings_pkey PRIMARY KEY (namespace_id);

ALTER TABLE ONLY namespaces
    ADD CONSTRAINT namespaces_pkey PRIMARY KEY (id);

ALTER TABLE ONLY notes
    ADD CONSTRAINT notes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY personal_access_tokens
    ADD CONSTRAINT personal_access_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY project_features
    ADD CONSTRAINT project_features_pkey PRIMARY KEY (id);

ALTER TABLE ONLY project_settings
    ADD CONSTRAINT project_settings_pkey PRIMARY KEY (project_id);

ALTER TABLE ONLY project_type_ci_runner_machines
    ADD CONSTRAINT project_type_ci_runner_machines_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY project_type_ci_runners
    ADD CONSTRAINT project_type_ci_runners_pkey PRIMARY KEY (id, runner_type);

ALTER TABLE ONLY projects
    ADD CONSTRAINT projects_pkey PRIMARY KEY (id);

ALTER TABLE projects
    ADD CONSTRAINT projects_star_count_positive CHECK ((star_count >= 0)) NOT VALID;

ALTER TABLE ONLY protected_branch_merge_access_levels
    ADD CONSTRAINT protected_branch_merge_access_levels_pkey PRIMARY KEY (id);

ALTER TABLE ONLY protected_branch_push_access_levels
    ADD CONSTRAINT protected_branch_push_access_levels_pkey PRIMARY KEY (id);

ALTER TABLE ONLY protected_branches
    ADD CONSTRAINT protected_branches_pkey PRIMARY KEY (id);

ALTER TABLE ONLY push_rules
    ADD CONSTRAINT push_rules_pkey PRIMARY KEY (id);

ALTER TABLE ONLY reviews
    ADD CONSTRAINT reviews_pkey PRIMARY KEY (id);

ALTER TABLE ONLY routes
    ADD CONSTRAINT routes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sprints
    ADD CONSTRAINT sequence_is_unique_per_iterations_cadence_id UNIQUE (iterations_cadence_id, sequence) DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE ONLY snippets
    ADD CONSTRAINT snippets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sprints
    ADD CONSTRAINT sprints_pkey PRIMARY KEY (id);

ALTER TABLE ONLY subscription_add_on_purchases
    ADD CONSTRAINT subscription_add_on_purchases_pkey PRIMARY KEY (id);

ALTER TABLE ONLY subscription_add_ons
    ADD CONSTRAINT subscription_add_ons_pkey PRIMARY KEY (id);

ALTER TABLE ONLY subscription_user_add_on_assignments
    ADD CONSTRAINT subscription_user_add_on_assignments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY todos
    ADD CONSTRAINT todos_pkey PRIMARY KEY (id);

ALTER TABLE ONLY user_details
    ADD CONSTRAINT user_details_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY user_preferences
    ADD CONSTRAINT user_preferences_pkey PRIMARY KEY (id);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY virtual_registries_packages_maven_local_upstreams
    ADD CONSTRAINT virtual_registries_packages_maven_local_upstreams_pkey PRIMARY KEY (id);

ALTER TABLE ONLY virtual_registries_packages_maven_registries
    ADD CONSTRAINT virtual_registries_packages_maven_registries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY virtual_registries_packages_maven_registry_upstreams
    ADD CONSTRAINT virtual_registries_packages_maven_registry_upstreams_pkey PRIMARY KEY (id);

ALTER TABLE ONLY virtual_registries_packages_maven_upstreams
    ADD CONSTRAINT virtual_registries_packages_maven_upstreams_pkey PRIMARY KEY (id);

ALTER TABLE ONLY work_item_parent_links
    ADD CONSTRAINT work_item_parent_links_pkey PRIMARY KEY (id);

ALTER TABLE ONLY work_item_types
    ADD CONSTRAINT work_item_types_pkey PRIMARY KEY (id);

CREATE INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ON ONLY virtual_registries_packages_maven_cache_remote_entries USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_0fc6617161 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_06 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_1718fc2cc6 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_04 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_2680cdd4ec ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_08 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_30764715b9 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_02 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_4585d1a955 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_07 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_5051c3468f ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_12 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_5a527bd324 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_03 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_5f9468d857 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_09 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_72c169b8b9 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_14 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_7f4901535d ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_01 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_a54c7a846a ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_13 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_c23ed308be ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_15 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_d384a99971 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_05 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_e12e0bea20 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_10 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_fe07d85fc4 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_11 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE INDEX index_ff3e09d808 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_00 USING btree (group_id, iid, downloaded_at) WHERE (status = 0);

CREATE UNIQUE INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ON ONLY virtual_registries_packages_maven_cache_remote_entries USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages__relative_path_object_storage_idx10 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_10 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages__relative_path_object_storage_idx11 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_11 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages__relative_path_object_storage_idx12 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_12 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages__relative_path_object_storage_idx13 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_13 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages__relative_path_object_storage_idx14 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_14 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages__relative_path_object_storage_idx15 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_15 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ON ONLY virtual_registries_packages_maven_cache_remote_entries USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages__upstream_id_group_id_relativ_idx10 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_10 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages__upstream_id_group_id_relativ_idx11 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_11 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages__upstream_id_group_id_relativ_idx12 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_12 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages__upstream_id_group_id_relativ_idx13 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_13 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages__upstream_id_group_id_relativ_idx14 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_14 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages__upstream_id_group_id_relativ_idx15 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_15 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages_m_relative_path_object_storage__idx ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_00 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages_m_relative_path_object_storage_idx1 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_01 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages_m_relative_path_object_storage_idx2 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_02 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages_m_relative_path_object_storage_idx3 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_03 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages_m_relative_path_object_storage_idx4 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_04 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages_m_relative_path_object_storage_idx5 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_05 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages_m_relative_path_object_storage_idx6 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_06 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages_m_relative_path_object_storage_idx7 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_07 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages_m_relative_path_object_storage_idx8 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_08 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages_m_relative_path_object_storage_idx9 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_09 USING btree (relative_path, object_storage_key, group_id);

CREATE UNIQUE INDEX virtual_registries_packages_m_upstream_id_group_id_relativ_idx1 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_01 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages_m_upstream_id_group_id_relativ_idx2 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_02 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages_m_upstream_id_group_id_relativ_idx3 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_03 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages_m_upstream_id_group_id_relativ_idx4 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_04 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages_m_upstream_id_group_id_relativ_idx5 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_05 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages_m_upstream_id_group_id_relativ_idx6 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_06 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages_m_upstream_id_group_id_relativ_idx7 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_07 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages_m_upstream_id_group_id_relativ_idx8 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_08 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages_m_upstream_id_group_id_relativ_idx9 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_09 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE UNIQUE INDEX virtual_registries_packages_m_upstream_id_group_id_relative_idx ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_00 USING btree (upstream_id, group_id, relative_path) WHERE (status = 0);

CREATE INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ON ONLY virtual_registries_packages_maven_cache_remote_entries USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cach_upstream_id_status_idx10 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_10 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cach_upstream_id_status_idx11 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_11 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cach_upstream_id_status_idx12 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_12 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cach_upstream_id_status_idx13 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_13 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cach_upstream_id_status_idx14 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_14 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cach_upstream_id_status_idx15 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_15 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cache__upstream_id_status_idx ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_00 USING btree (upstream_id, status);

CREATE INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ON ONLY virtual_registries_packages_maven_cache_remote_entries USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_rem_relative_path_idx10 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_10 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_rem_relative_path_idx11 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_11 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_rem_relative_path_idx12 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_12 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_rem_relative_path_idx13 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_13 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_rem_relative_path_idx14 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_14 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_rem_relative_path_idx15 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_15 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_remo_relative_path_idx1 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_01 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_remo_relative_path_idx2 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_02 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_remo_relative_path_idx3 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_03 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_remo_relative_path_idx4 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_04 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_remo_relative_path_idx5 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_05 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_remo_relative_path_idx6 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_06 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_remo_relative_path_idx7 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_07 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_remo_relative_path_idx8 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_08 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_remo_relative_path_idx9 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_09 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_remot_relative_path_idx ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_00 USING gin (relative_path gin_trgm_ops);

CREATE INDEX virtual_registries_packages_maven_cache_upstream_id_status_idx1 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_01 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cache_upstream_id_status_idx2 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_02 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cache_upstream_id_status_idx3 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_03 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cache_upstream_id_status_idx4 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_04 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cache_upstream_id_status_idx5 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_05 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cache_upstream_id_status_idx6 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_06 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cache_upstream_id_status_idx7 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_07 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cache_upstream_id_status_idx8 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_08 USING btree (upstream_id, status);

CREATE INDEX virtual_registries_packages_maven_cache_upstream_id_status_idx9 ON gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_09 USING btree (upstream_id, status);

CREATE UNIQUE INDEX add_default_user_assignment_to_user_preferences ON user_preferences USING btree (default_duo_add_on_assignment_id);

CREATE INDEX analytics_index_events_on_created_at_and_author_id ON events USING btree (created_at, author_id);

CREATE INDEX code_owner_approval_required ON protected_branches USING btree (project_id, code_owner_approval_required) WHERE (code_owner_approval_required = true);

CREATE INDEX i_compliance_frameworks_on_id_and_created_at ON compliance_management_frameworks USING btree (id, created_at, pipeline_configuration_full_path);

CREATE INDEX idx_addon_purchases_on_last_refreshed_at_desc_nulls_last ON subscription_add_on_purchases USING btree (last_assigned_users_refreshed_at DESC NULLS LAST);

CREATE INDEX idx_award_emoji_on_user_emoji_name_awardable_type_awardable_id ON award_emoji USING btree (user_id, name, awardable_type, awardable_id);

CREATE INDEX index_ci_runner_taggings_on_runner_id_and_runner_type ON ONLY ci_runner_taggings USING btree (runner_id, runner_type);

CREATE INDEX idx_ci_runner_taggings_group_type_on_runner_id_and_runner_type ON ci_runner_taggings_group_type USING btree (runner_id, runner_type);

CREATE UNIQUE INDEX index_ci_runner_taggings_on_tag_id_runner_id_and_runner_type ON ONLY ci_runner_taggings USING btree (tag_id, runner_id, runner_type);

CREATE UNIQUE INDEX idx_ci_runner_taggings_group_type_on_tag_id_runner_id_and_type ON ci_runner_taggings_group_type USING btree (tag_id, runner_id, runner_type);

CREATE UNIQUE INDEX idx_ci_runner_taggings_inst_type_on_tag_id_runner_id_and_type ON ci_runner_taggings_instance_type USING btree (tag_id, runner_id, runner_type);

CREATE INDEX idx_ci_runner_taggings_instance_type_on_runner_id_and_type ON ci_runner_taggings_instance_type USING btree (runner_id, runner_type);

CREATE UNIQUE INDEX idx_ci_runner_taggings_proj_type_on_tag_id_runner_id_and_type ON ci_runner_taggings_project_type USING btree (tag_id, runner_id, runner_type);

CREATE INDEX index_ci_runner_machines_on_contacted_at_desc_and_id_desc ON ONLY ci_runner_machines USING btree (contacted_at DESC, id DESC);

CREATE INDEX idx_group_type_ci_runner_machines_on_contacted_at_desc_id_desc ON group_type_ci_runner_machines USING btree (contacted_at DESC, id DESC);

CREATE UNIQUE INDEX index_ci_runner_machines_on_runner_id_and_type_and_system_xid ON ONLY ci_runner_machines USING btree (runner_id, runner_type, system_xid);

CREATE UNIQUE INDEX idx_group_type_ci_runner_machines_on_runner_id_type_system_xid ON group_type_ci_runner_machines USING btree (runner_id, runner_type, system_xid);

CREATE INDEX index_ci_runners_on_contacted_at_and_id_where_inactive ON ONLY ci_runners USING btree (contacted_at DESC, id DESC) WHERE (active = false);

CREATE INDEX idx_group_type_ci_runners_on_contacted_at_and_id_where_inactive ON group_type_ci_runners USING btree (contacted_at DESC, id DESC) WHERE (active = false);

CREATE INDEX index_ci_runners_on_locked ON ONLY ci_runners USING btree (locked);

CREATE INDEX idx_group_type_ci_runners_on_locked ON group_type_ci_runners USING btree (locked);

CREATE INDEX index_ci_runners_on_token_expires_at_and_id_desc ON ONLY ci_runners USING btree (token_expires_at, id DESC);

CREATE INDEX idx_group_type_ci_runners_on_token_expires_at_and_id_desc ON group_type_ci_runners USING btree (token_expires_at, id DESC);

CREATE INDEX index_ci_runners_on_token_expires_at_desc_and_id_desc ON ONLY ci_runners USING btree (token_expires_at DESC, id DESC);

CREATE INDEX idx_group_type_ci_runners_on_token_expires_at_desc_and_id_desc ON group_type_ci_runners USING btree (token_expires_at DESC, id DESC);

CREATE INDEX index_ci_runner_machines_on_created_at_and_id_desc ON ONLY ci_runner_machines USING btree (created_at, id DESC);

CREATE INDEX idx_instance_type_ci_runner_machines_on_created_at_and_id_desc ON instance_type_ci_runner_machines USING btree (created_at, id DESC);

CREATE INDEX index_ci_runners_on_active_and_id ON ONLY ci_runners USING btree (active, id);

CREATE INDEX idx_instance_type_ci_runners_on_active_and_id ON instance_type_ci_runners USING btree (active, id);

CREATE INDEX index_ci_runners_on_contacted_at_and_id_desc ON ONLY ci_runners USING btree (contacted_at, id DESC);

CREATE INDEX idx_instance_type_ci_runners_on_contacted_at_and_id_desc ON instance_type_ci_runners USING btree (contacted_at, id DESC);

CREATE INDEX idx_instance_type_ci_runners_on_contacted_at_id_where_inactive ON instance_type_ci_runners USING btree (contacted_at DESC, id DESC) WHERE (active = false);

CREATE UNIQUE INDEX index_ci_runners_on_token_encrypted_and_runner_type ON ONLY ci_runners USING btree (token_encrypted, runner_type);

CREATE UNIQUE INDEX idx_instance_type_ci_runners_on_token_encrypted_and_runner_type ON instance_type_ci_runners USING btree (token_encrypted, runner_type);

CREATE INDEX idx_instance_type_ci_runners_on_token_expires_at_desc_id_desc ON instance_type_ci_runners USING btree (token_expires_at DESC, id DESC);

CREATE INDEX idx_issues_on_project_id_and_created_at_and_id_and_state_id ON issues USING btree (project_id, created_at, id, state_id);

CREATE INDEX idx_issues_on_project_id_and_due_date_and_id_and_state_id ON issues USING btree (project_id, due_date, id, state_id) WHERE (due_date IS NOT NULL);

CREATE INDEX idx_issues_on_project_id_and_rel_position_and_id_and_state_id ON issues USING btree (project_id, relative_position, id, state_id);

CREATE INDEX idx_issues_on_project_id_and_updated_at_and_id_and_state_id ON issues USING btree (project_id, updated_at, id, state_id);

CREATE INDEX idx_issues_on_project_work_item_type_closed_at_where_closed ON issues USING btree (project_id, work_item_type_id, closed_at) WHERE (state_id = 2);

CREATE INDEX idx_issues_root_namespace_created_at ON issues USING btree ((namespace_traversal_ids[1]), created_at);

CREATE INDEX idx_issues_root_namespace_updated_at ON issues USING btree ((namespace_traversal_ids[1]), updated_at);

CREATE INDEX idx_issues_state_id_namespace_traversal_ids ON issues USING btree (state_id, namespace_traversal_ids);

CREATE INDEX idx_keys_expires_at_and_before_expiry_notification_undelivered ON keys USING btree (date(timezone('UTC'::text, expires_at)), before_expiry_notification_delivered_at) WHERE (before_expiry_notification_delivered_at IS NULL);

CREATE INDEX idx_member_roles_on_base_access_level ON member_roles USING btree (base_access_level);

CREATE INDEX idx_members_created_at_user_id_invite_token ON members USING btree (created_at) WHERE ((invite_token IS NOT NULL) AND (user_id IS NULL));

CREATE INDEX idx_members_on_user_and_source_and_source_type_and_member_role ON members USING btree (user_id, source_id, source_type, member_role_id);

CREATE INDEX idx_merge_requests_on_id_and_merge_jid ON merge_requests USING btree (id, merge_jid) WHERE ((merge_jid IS NOT NULL) AND (state_id = 4));

CREATE INDEX idx_merge_requests_on_merged_state ON merge_requests USING btree (id) WHERE (state_id = 3);

CREATE INDEX idx_merge_requests_on_source_project_and_branch_state_opened ON merge_requests USING btree (source_project_id, source_branch) WHERE (state_id = 1);

CREATE INDEX idx_merge_requests_on_unmerged_state_id ON merge_requests USING btree (id) WHERE (state_id <> 3);

CREATE INDEX idx_mrs_on_target_id_and_created_at_and_state_id ON merge_requests USING btree (target_project_id, state_id, created_at, id);

CREATE UNIQUE INDEX idx_mvn_reg_upstreams_on_local_upstream_and_registry_ids ON virtual_registries_packages_maven_registry_upstreams USING btree (local_upstream_id, registry_id) WHERE (local_upstream_id IS NOT NULL);

CREATE UNIQUE INDEX idx_mvn_reg_upstreams_on_upstream_and_registry_ids ON virtual_registries_packages_maven_registry_upstreams USING btree (upstream_id, registry_id) WHERE (upstream_id IS NOT NULL);

CREATE UNIQUE INDEX idx_namespace_settings_on_default_compliance_framework_id ON namespace_settings USING btree (default_compliance_framework_id);

CREATE INDEX idx_namespace_settings_on_last_dormant_members_review_at ON namespace_settings USING btree (last_dormant_member_review_at) WHERE (remove_dormant_members = true);

CREATE UNIQUE INDEX idx_on_compliance_management_frameworks_namespace_id_name ON compliance_management_frameworks USING btree (namespace_id, name);

CREATE INDEX idx_open_issues_on_project_and_confidential_and_author_and_id ON issues USING btree (project_id, confidential, author_id, id) WHERE (state_id = 1);

CREATE INDEX idx_personal_access_tokens_on_previous_personal_access_token_id ON personal_access_tokens USING btree (previous_personal_access_token_id);

CREATE INDEX idx_project_repository_check_partial ON projects USING btree (repository_storage, created_at) WHERE (last_repository_check_at IS NULL);

CREATE INDEX idx_project_type_ci_runners_on_active_and_id ON project_type_ci_runners USING btree (active, id);

CREATE INDEX idx_project_type_ci_runners_on_contacted_at_and_id_desc ON project_type_ci_runners USING btree (contacted_at, id DESC);

CREATE INDEX index_ci_runners_on_contacted_at_desc_and_id_desc ON ONLY ci_runners USING btree (contacted_at DESC, id DESC);

CREATE INDEX idx_project_type_ci_runners_on_contacted_at_desc_and_id_desc ON project_type_ci_runners USING btree (contacted_at DESC, id DESC);

CREATE INDEX idx_project_type_ci_runners_on_contacted_at_id_where_inactive ON project_type_ci_runners USING btree (contacted_at DESC, id DESC) WHERE (active = false);

CREATE INDEX index_ci_runners_on_created_at_and_id_where_inactive ON ONLY ci_runners USING btree (created_at DESC, id DESC) WHERE (active = false);

CREATE INDEX idx_project_type_ci_runners_on_created_at_and_id_where_inactive ON project_type_ci_runners USING btree (created_at DESC, id DESC) WHERE (active = false);

CREATE INDEX index_ci_runners_on_created_at_desc_and_id_desc ON ONLY ci_runners USING btree (created_at DESC, id DESC);

CREATE INDEX idx_project_type_ci_runners_on_created_at_desc_and_id_desc ON project_type_ci_runners USING btree (created_at DESC, id DESC);

CREATE UNIQUE INDEX idx_project_type_ci_runners_on_token_encrypted_and_runner_type ON project_type_ci_runners USING btree (token_encrypted, runner_type);

CREATE INDEX idx_project_type_ci_runners_on_token_expires_at_and_id_desc ON project_type_ci_runners USING btree (token_expires_at, id DESC);

CREATE INDEX idx_project_type_ci_runners_on_token_expires_at_desc_id_desc ON project_type_ci_runners USING btree (token_expires_at DESC, id DESC);

CREATE INDEX idx_projects_api_created_at_id_for_archived ON projects USING btree (created_at, id) WHERE ((archived = true) AND (pending_delete = false) AND (hidden = false));

CREATE INDEX idx_projects_api_created_at_id_for_archived_vis20 ON projects USING btree (created_at, id) WHERE ((archived = true) AND (visibility_level = 20) AND (pending_delete = false) AND (hidden = false));

CREATE INDEX idx_projects_api_created_at_id_for_vis10 ON projects USING btree (created_at, id) WHERE ((visibility_level = 10) AND (pending_delete = false) AND (hidden = false));

CREATE INDEX idx_projects_id_created_at_disable_overriding_approvers_false ON projects USING btree (id, created_at) WHERE ((disable_overriding_approvers_per_merge_request = false) OR (disable_overriding_approvers_per_merge_request IS NULL));

CREATE INDEX idx_projects_id_created_at_disable_overriding_approvers_true ON projects USING btree (id, created_at) WHERE (disable_overriding_approvers_per_merge_request = true);

CREATE INDEX idx_projects_on_repository_storage_last_repository_updated_at ON projects USING btree (id, repository_storage, last_repository_updated_at);

CREATE INDEX idx_protected_branch_merge_access_levels_protected_branch_names ON protected_branch_merge_access_levels USING btree (protected_branch_namespace_id);

CREATE INDEX idx_protected_branch_merge_access_levels_protected_branch_proje ON protected_branch_merge_access_levels USING btree (protected_branch_project_id);

CREATE INDEX idx_subscription_add_on_purchases_on_started_on_and_expires_on ON subscription_add_on_purchases USING btree (started_at, expires_on);

CREATE INDEX idx_subscription_add_on_purchases_on_subscription_add_on_id ON subscription_add_on_purchases USING btree (subscription_add_on_id);

CREATE UNIQUE INDEX idx_uniq_vreg_pkgs_mvn_local_upstr_on_loc_group_id_group_id ON virtual_registries_packages_maven_local_upstreams USING btree (local_group_id, group_id) WHERE (local_group_id IS NOT NULL);

CREATE UNIQUE INDEX idx_uniq_vreg_pkgs_mvn_local_upstr_on_loc_proj_id_group_id ON virtual_registries_packages_maven_local_upstreams USING btree (local_project_id, group_id) WHERE (local_project_id IS NOT NULL);

CREATE INDEX idx_user_add_on_assignments_on_add_on_purchase_id_and_id ON subscription_user_add_on_assignments USING btree (add_on_purchase_id, id);

CREATE INDEX idx_user_details_on_provisioned_by_group_id_user_id ON user_details USING btree (provisioned_by_group_id, user_id);

CREATE INDEX idx_vreg_pkgs_mvn_local_upstreams_on_name_trigram ON virtual_registries_packages_maven_local_upstreams USING gin (name gin_trgm_ops);

CREATE UNIQUE INDEX index_add_on_purchases_on_add_on_id_and_namespace_id_not_null ON subscription_add_on_purchases USING btree (subscription_add_on_id, namespace_id) WHERE (namespace_id IS NOT NULL);

CREATE UNIQUE INDEX index_add_on_purchases_on_add_on_id_and_namespace_id_null ON subscription_add_on_purchases USING btree (subscription_add_on_id) WHERE (namespace_id IS NULL);

CREATE INDEX index_add_on_purchases_on_organization_id ON subscription_add_on_purchases USING btree (organization_id);

CREATE INDEX index_award_emoji_on_awardable_type_and_awardable_id ON award_emoji USING btree (awardable_type, awardable_id);

CREATE INDEX index_award_emoji_on_namespace_id ON award_emoji USING btree (namespace_id);

CREATE INDEX index_award_emoji_on_organization_id ON award_emoji USING btree (organization_id);

CREATE INDEX index_ci_runner_machines_on_executor_type ON ONLY ci_runner_machines USING btree (executor_type);

CREATE INDEX index_ci_runner_machines_on_ip_address ON ONLY ci_runner_machines USING btree (ip_address);

CREATE INDEX index_ci_runner_machines_on_major_version ON ONLY ci_runner_machines USING btree ("substring"(version, '^\d+\.'::text), version, runner_id);

CREATE INDEX index_ci_runner_machines_on_minor_version ON ONLY ci_runner_machines USING btree ("substring"(version, '^\d+\.\d+\.'::text), version, runner_id);

CREATE INDEX index_ci_runner_machines_on_organization_id ON ONLY ci_runner_machines USING btree (organization_id);

CREATE INDEX index_ci_runner_machines_on_patch_version ON ONLY ci_runner_machines USING btree ("substring"(version, '^\d+\.\d+\.\d+'::text), version, runner_id);

CREATE INDEX index_ci_runner_machines_on_version ON ONLY ci_runner_machines USING btree (version);

CREATE INDEX index_ci_runner_namespaces_on_namespace_id ON ci_runner_namespaces USING btree (namespace_id);

CREATE UNIQUE INDEX index_ci_runner_namespaces_on_runner_id_and_namespace_id ON ci_runner_namespaces USING btree (runner_id, namespace_id);

CREATE INDEX index_ci_runner_projects_on_project_id ON ci_runner_projects USING btree (project_id);

CREATE INDEX index_ci_runner_taggings_on_organization_id ON ONLY ci_runner_taggings USING btree (organization_id);

CREATE INDEX index_ci_runner_taggings_group_type_on_organization_id ON ci_runner_taggings_group_type USING btree (organization_id);

CREATE INDEX index_ci_runner_taggings_instance_type_on_organization_id ON ci_runner_taggings_instance_type USING btree (organization_id);

CREATE INDEX index_ci_runner_taggings_project_type_on_organization_id ON ci_runner_taggings_project_type USING btree (organization_id);

CREATE INDEX index_ci_runner_taggings_project_type_on_runner_id_runner_type ON ci_runner_taggings_project_type USING btree (runner_id, runner_type);

CREATE INDEX index_ci_runners_on_created_at_and_id_desc ON ONLY ci_runners USING btree (created_at, id DESC);

CREATE INDEX index_ci_runners_on_creator_id_where_creator_id_not_null ON ONLY ci_runners USING btree (creator_id) WHERE (creator_id IS NOT NULL);

CREATE INDEX index_ci_runners_on_description_trigram ON ONLY ci_runners USING gin (description gin_trgm_ops);

CREATE INDEX index_ci_runners_on_organization_id ON ONLY ci_runners USING btree (organization_id);

CREATE INDEX index_closed_incidents_on_namespace_id_closed_at ON issues USING btree (namespace_id, closed_at) WHERE ((state_id = 2) AND (work_item_type_id = 2));

CREATE INDEX index_compliance_frameworks_id_where_frameworks_not_null ON compliance_management_frameworks USING btree (id) WHERE (pipeline_configuration_full_path IS NOT NULL);

CREATE INDEX index_compliance_management_frameworks_on_name_trigram ON compliance_management_frameworks USING gin (name gin_trgm_ops);

CREATE INDEX index_deploy_key_id_on_protected_branch_push_access_levels ON protected_branch_push_access_levels USING btree (deploy_key_id);

CREATE INDEX index_emails_confirmation_token ON emails USING btree (confirmation_token);

CREATE INDEX index_emails_on_created_at_where_confirmed_at_is_null ON emails USING btree (created_at) WHERE (confirmed_at IS NULL);

CREATE INDEX index_emails_on_detumbled_email ON emails USING btree (detumbled_email);

CREATE UNIQUE INDEX index_emails_on_email ON emails USING btree (email);

CREATE INDEX index_emails_on_email_trigram ON emails USING gin (email gin_trgm_ops);

CREATE INDEX index_emails_on_user_id ON emails USING btree (user_id);

CREATE UNIQUE INDEX index_emails_on_user_id_and_confirmation_token ON emails USING btree (user_id, confirmation_token);

CREATE INDEX index_epics_on_assignee_id ON epics USING btree (assignee_id);

CREATE INDEX index_epics_on_author_id ON epics USING btree (author_id);

CREATE INDEX index_epics_on_closed_by_id ON epics USING btree (closed_by_id);

CREATE INDEX index_epics_on_confidential ON epics USING btree (confidential);

CREATE INDEX index_epics_on_due_date_sourcing_epic_id ON epics USING btree (due_date_sourcing_epic_id) WHERE (due_date_sourcing_epic_id IS NOT NULL);

CREATE INDEX index_epics_on_due_date_sourcing_milestone_id ON epics USING btree (due_date_sourcing_milestone_id);

CREATE INDEX index_epics_on_end_date ON epics USING btree (end_date);

CREATE UNIQUE INDEX index_epics_on_group_id_and_external_key ON epics USING btree (group_id, external_key) WHERE (external_key IS NOT NULL);

CREATE UNIQUE INDEX index_epics_on_group_id_and_iid ON epics USING btree (group_id, iid);

CREATE INDEX index_epics_on_group_id_and_iid_varchar_pattern ON epics USING btree (group_id, ((iid)::character varying) varchar_pattern_ops);

CREATE INDEX index_epics_on_iid ON epics USING btree (iid);

CREATE INDEX index_epics_on_last_edited_by_id ON epics USING btree (last_edited_by_id);

CREATE INDEX index_epics_on_parent_id ON epics USING btree (parent_id);

CREATE INDEX index_epics_on_start_date ON epics USING btree (start_date);

CREATE INDEX index_epics_on_start_date_sourcing_epic_id ON epics USING btree (start_date_sourcing_epic_id) WHERE (start_date_sourcing_epic_id IS NOT NULL);

CREATE INDEX index_epics_on_start_date_sourcing_milestone_id ON epics USING btree (start_date_sourcing_milestone_id);

CREATE INDEX index_events_author_id_group_id_action_target_type_created_at ON events USING btree (author_id, group_id, action, target_type, created_at);

CREATE INDEX index_events_author_id_project_id_action_target_type_created_at ON events USING btree (author_id, project_id, action, target_type, created_at);

CREATE INDEX index_events_for_followed_users ON events USING btree (author_id, target_type, action, id);

CREATE INDEX index_events_for_group_activity ON events USING btree (group_id, target_type, action, id) WHERE (group_id IS NOT NULL);

CREATE INDEX index_events_for_project_activity ON events USING btree (project_id, target_type, action, id);

CREATE INDEX index_events_on_author_id_and_created_at ON events USING btree (author_id, created_at);

CREATE INDEX index_events_on_author_id_and_id ON events USING btree (author_id, id);

CREATE INDEX index_events_on_created_at_and_id ON events USING btree (created_at, id) WHERE (created_at > '2021-08-27 00:00:00+00'::timestamp with time zone);

CREATE INDEX index_events_on_group_id_and_id ON events USING btree (group_id, id) WHERE (group_id IS NOT NULL);

CREATE INDEX index_events_on_personal_namespace_id ON events USING btree (personal_namespace_id) WHERE (personal_namespace_id IS NOT NULL);

CREATE INDEX index_events_on_project_id_and_created_at ON events USING btree (project_id, created_at);

CREATE INDEX index_events_on_project_id_and_id ON events USING btree (project_id, id);

CREATE UNIQUE INDEX index_events_on_target_type_and_target_id_and_fingerprint ON events USING btree (target_type, target_id, fingerprint);

CREATE INDEX index_group_type_ci_runner_machines_on_created_at_and_id_desc ON group_type_ci_runner_machines USING btree (created_at, id DESC);

CREATE INDEX index_group_type_ci_runner_machines_on_executor_type ON group_type_ci_runner_machines USING btree (executor_type);

CREATE INDEX index_group_type_ci_runner_machines_on_ip_address ON group_type_ci_runner_machines USING btree (ip_address);

CREATE INDEX index_group_type_ci_runner_machines_on_major_version ON group_type_ci_runner_machines USING btree ("substring"(version, '^\d+\.'::text), version, runner_id);

CREATE INDEX index_group_type_ci_runner_machines_on_minor_version ON group_type_ci_runner_machines USING btree ("substring"(version, '^\d+\.\d+\.'::text), version, runner_id);

CREATE INDEX index_group_type_ci_runner_machines_on_organization_id ON group_type_ci_runner_machines USING btree (organization_id);

CREATE INDEX index_group_type_ci_runner_machines_on_patch_version ON group_type_ci_runner_machines USING btree ("substring"(version, '^\d+\.\d+\.\d+'::text), version, runner_id);

CREATE INDEX index_group_type_ci_runner_machines_on_version ON group_type_ci_runner_machines USING btree (version);

CREATE INDEX index_group_type_ci_runners_on_active_and_id ON group_type_ci_runners USING btree (active, id);

CREATE INDEX index_group_type_ci_runners_on_contacted_at_and_id_desc ON group_type_ci_runners USING btree (contacted_at, id DESC);

CREATE INDEX index_group_type_ci_runners_on_contacted_at_desc_and_id_desc ON group_type_ci_runners USING btree (contacted_at DESC, id DESC);

CREATE INDEX index_group_type_ci_runners_on_created_at_and_id_desc ON group_type_ci_runners USING btree (created_at, id DESC);

CREATE INDEX index_group_type_ci_runners_on_created_at_and_id_where_inactive ON group_type_ci_runners USING btree (created_at DESC, id DESC) WHERE (active = false);

CREATE INDEX index_group_type_ci_runners_on_created_at_desc_and_id_desc ON group_type_ci_runners USING btree (created_at DESC, id DESC);

CREATE INDEX index_group_type_ci_runners_on_creator_id_where_not_null ON group_type_ci_runners USING btree (creator_id) WHERE (creator_id IS NOT NULL);

CREATE INDEX index_group_type_ci_runners_on_description_trigram ON group_type_ci_runners USING gin (description gin_trgm_ops);

CREATE INDEX index_group_type_ci_runners_on_organization_id ON group_type_ci_runners USING btree (organization_id);

CREATE UNIQUE INDEX index_group_type_ci_runners_on_token_encrypted_and_runner_type ON group_type_ci_runners USING btree (token_encrypted, runner_type);

CREATE INDEX index_groups_on_parent_id_id ON namespaces USING btree (parent_id, id) WHERE ((type)::text = 'Group'::text);

CREATE INDEX index_groups_on_path_and_id ON namespaces USING btree (path, id) WHERE ((type)::text = 'Group'::text);

CREATE INDEX index_imported_projects_on_import_type_creator_id_created_at ON projects USING btree (import_type, creator_id, created_at) WHERE (import_type IS NOT NULL);

CREATE INDEX index_imported_projects_on_import_type_id ON projects USING btree (import_type, id) WHERE (import_type IS NOT NULL);

CREATE INDEX index_inst_type_ci_runner_machines_on_contacted_at_desc_id_desc ON instance_type_ci_runner_machines USING btree (contacted_at DESC, id DESC);

CREATE UNIQUE INDEX index_inst_type_ci_runner_machines_on_runner_id_type_system_xid ON instance_type_ci_runner_machines USING btree (runner_id, runner_type, system_xid);

CREATE INDEX index_instance_type_ci_runner_machines_on_executor_type ON instance_type_ci_runner_machines USING btree (executor_type);

CREATE INDEX index_instance_type_ci_runner_machines_on_ip_address ON instance_type_ci_runner_machines USING btree (ip_address);

CREATE INDEX index_instance_type_ci_runner_machines_on_major_version ON instance_type_ci_runner_machines USING btree ("substring"(version, '^\d+\.'::text), version, runner_id);

CREATE INDEX index_instance_type_ci_runner_machines_on_minor_version ON instance_type_ci_runner_machines USING btree ("substring"(version, '^\d+\.\d+\.'::text), version, runner_id);

CREATE INDEX index_instance_type_ci_runner_machines_on_organization_id ON instance_type_ci_runner_machines USING btree (organization_id);

CREATE INDEX index_instance_type_ci_runner_machines_on_patch_version ON instance_type_ci_runner_machines USING btree ("substring"(version, '^\d+\.\d+\.\d+'::text), version, runner_id);

CREATE INDEX index_instance_type_ci_runner_machines_on_version ON instance_type_ci_runner_machines USING btree (version);

CREATE INDEX index_instance_type_ci_runners_on_contacted_at_desc_and_id_desc ON instance_type_ci_runners USING btree (contacted_at DESC, id DESC);

CREATE INDEX index_instance_type_ci_runners_on_created_at_and_id_desc ON instance_type_ci_runners USING btree (created_at, id DESC);

CREATE INDEX index_instance_type_ci_runners_on_created_at_desc_and_id_desc ON instance_type_ci_runners USING btree (created_at DESC, id DESC);

CREATE INDEX index_instance_type_ci_runners_on_created_at_id_where_inactive ON instance_type_ci_runners USING btree (created_at DESC, id DESC) WHERE (active = false);

CREATE INDEX index_instance_type_ci_runners_on_creator_id_where_not_null ON instance_type_ci_runners USING btree (creator_id) WHERE (creator_id IS NOT NULL);

CREATE INDEX index_instance_type_ci_runners_on_description_trigram ON instance_type_ci_runners USING gin (description gin_trgm_ops);

CREATE INDEX index_instance_type_ci_runners_on_locked ON instance_type_ci_runners USING btree (locked);

CREATE INDEX index_instance_type_ci_runners_on_organization_id ON instance_type_ci_runners USING btree (organization_id);

CREATE INDEX index_instance_type_ci_runners_on_token_expires_at_and_id_desc ON instance_type_ci_runners USING btree (token_expires_at, id DESC);

CREATE INDEX index_issue_assignees_on_namespace_id ON issue_assignees USING btree (namespace_id);

CREATE INDEX index_issue_assignees_on_user_id_and_issue_id ON issue_assignees USING btree (user_id, issue_id);

CREATE INDEX index_issue_on_project_id_state_id_and_blocking_issues_count ON issues USING btree (project_id, state_id, blocking_issues_count);

CREATE INDEX index_issues_on_author_id ON issues USING btree (author_id);

CREATE INDEX index_issues_on_closed_by_id ON issues USING btree (closed_by_id);

CREATE INDEX index_issues_on_description_trigram_non_latin ON issues USING gin (description gin_trgm_ops) WHERE (((title)::text !~ similar_escape('[\u0000-\u02FF\u1E00-\u1EFF\u2070-\u218F]*'::text, NULL::text)) OR (description !~ similar_escape('[\u0000-\u02FF\u1E00-\u1EFF\u2070-\u218F]*'::text, NULL::text)));

CREATE INDEX index_issues_on_duplicated_to_id ON issues USING btree (duplicated_to_id) WHERE (duplicated_to_id IS NOT NULL);

CREATE INDEX index_issues_on_id_and_weight ON issues USING btree (id, weight);

CREATE INDEX index_issues_on_last_edited_by_id ON issues USING btree (last_edited_by_id);

CREATE INDEX index_issues_on_milestone_id_and_id ON issues USING btree (milestone_id, id);

CREATE INDEX index_issues_on_moved_to_id ON issues USING btree (moved_to_id) WHERE (moved_to_id IS NOT NULL);

CREATE INDEX index_issues_on_namespace_id_created_at_id_state_id ON issues USING btree (namespace_id, created_at, id, state_id);

CREATE UNIQUE INDEX index_issues_on_namespace_id_iid_unique ON issues USING btree (namespace_id, iid);

CREATE INDEX index_issues_on_namespace_id_relative_position_id_state_id ON issues USING btree (namespace_id, relative_position, id, state_id);

CREATE INDEX index_issues_on_namespace_id_updated_at_id_state_id ON issues USING btree (namespace_id, updated_at, id, state_id);

CREATE UNIQUE INDEX index_issues_on_project_id_and_iid ON issues USING btree (project_id, iid);

CREATE INDEX index_issues_on_project_id_and_upvotes_count ON issues USING btree (project_id, upvotes_count);

CREATE INDEX index_issues_on_project_id_closed_at_desc_state_id_and_id ON issues USING btree (project_id, closed_at DESC NULLS LAST, state_id, id);

CREATE INDEX index_issues_on_promoted_to_epic_id ON issues USING btree (promoted_to_epic_id) WHERE (promoted_to_epic_id IS NOT NULL);

CREATE INDEX index_issues_on_sprint_id ON issues USING btree (sprint_id);

CREATE INDEX index_issues_on_title_trigram_non_latin ON issues USING gin (title gin_trgm_ops) WHERE (((title)::text !~ similar_escape('[\u0000-\u02FF\u1E00-\u1EFF\u2070-\u218F]*'::text, NULL::text)) OR (description !~ similar_escape('[\u0000-\u02FF\u1E00-\u1EFF\u2070-\u218F]*'::text, NULL::text)));

CREATE INDEX index_issues_on_updated_at ON issues USING btree (updated_at);

CREATE INDEX index_issues_on_updated_by_id ON issues USING btree (updated_by_id) WHERE (updated_by_id IS NOT NULL);

CREATE INDEX index_issues_on_work_item_type_id_namespace_id_created_at_state ON issues USING btree (work_item_type_id, namespace_id, created_at, state_id);

CREATE INDEX index_issues_on_work_item_type_id_project_id_created_at_state ON issues USING btree (work_item_type_id, project_id, created_at, state_id);

CREATE INDEX index_iterations_cadences_on_group_id ON iterations_cadences USING btree (group_id);

CREATE INDEX index_keys_on_expires_at_and_id ON keys USING btree (date(timezone('UTC'::text, expires_at)), id) WHERE (expiry_notification_delivered_at IS NULL);

CREATE INDEX index_keys_on_fingerprint ON keys USING btree (fingerprint);

CREATE UNIQUE INDEX index_keys_on_fingerprint_sha256_unique ON keys USING btree (fingerprint_sha256);

CREATE INDEX index_keys_on_id_and_ldap_key_type ON keys USING btree (id) WHERE ((type)::text = 'LDAPKey'::text);

CREATE INDEX index_keys_on_last_used_at ON keys USING btree (last_used_at DESC NULLS LAST);

CREATE INDEX index_keys_on_organization_id ON keys USING btree (organization_id);

CREATE INDEX index_keys_on_user_id ON keys USING btree (user_id);

CREATE INDEX index_label_links_on_label_id_and_target_type ON label_links USING btree (label_id, target_type);

CREATE INDEX index_label_links_on_namespace_id ON label_links USING btree (namespace_id);

CREATE INDEX index_label_links_on_target_id_and_target_type ON label_links USING btree (target_id, target_type);

CREATE INDEX index_label_priorities_on_label_id ON label_priorities USING btree (label_id);

CREATE INDEX index_label_priorities_on_priority ON label_priorities USING btree (priority);

CREATE UNIQUE INDEX index_label_priorities_on_project_id_and_label_id ON label_priorities USING btree (project_id, label_id);

CREATE INDEX index_labels_on_group_id ON labels USING btree (group_id);

CREATE UNIQUE INDEX index_labels_on_group_id_and_title_varchar_unique ON labels USING btree (group_id, title varchar_pattern_ops) WHERE (project_id IS NULL);

CREATE INDEX index_labels_on_organization_id ON labels USING btree (organization_id);

CREATE INDEX index_labels_on_project_id ON labels USING btree (project_id);

CREATE UNIQUE INDEX index_labels_on_project_id_and_title_varchar_unique ON labels USING btree (project_id, title varchar_pattern_ops) WHERE (group_id IS NULL);

CREATE INDEX index_labels_on_template ON labels USING btree (template) WHERE template;

CREATE INDEX index_labels_on_title_varchar ON labels USING btree (title varchar_pattern_ops);

CREATE INDEX index_labels_on_type_project_id_and_id ON labels USING btree (type, project_id, id);

CREATE UNIQUE INDEX index_member_roles_on_name_unique ON member_roles USING btree (name) WHERE (namespace_id IS NULL);

CREATE INDEX index_member_roles_on_namespace_id ON member_roles USING btree (namespace_id);

CREATE UNIQUE INDEX index_member_roles_on_namespace_id_name_unique ON member_roles USING btree (namespace_id, name) WHERE (namespace_id IS NOT NULL);

CREATE INDEX index_member_roles_on_occupies_seat ON member_roles USING btree (occupies_seat);

CREATE INDEX index_member_roles_on_organization_id ON member_roles USING btree (organization_id);

CREATE INDEX index_member_roles_on_permissions ON member_roles USING gin (permissions);

CREATE INDEX index_members_on_access_level ON members USING btree (access_level);

CREATE INDEX index_members_on_expires_at ON members USING btree (expires_at);

CREATE INDEX index_members_on_expiring_at_access_level_id ON members USING btree (expires_at, access_level, id) WHERE ((requested_at IS NULL) AND (expiry_notified_at IS NULL));

CREATE INDEX index_members_on_invite_email ON members USING btree (invite_email);

CREATE UNIQUE INDEX index_members_on_invite_token ON members USING btree (invite_token);

CREATE INDEX index_members_on_lower_invite_email_with_token ON members USING btree (lower((invite_email)::text)) WHERE (invite_token IS NOT NULL);

CREATE INDEX index_members_on_member_namespace_id_compound ON members USING btree (member_namespace_id, type, requested_at, id);

CREATE INDEX index_members_on_member_role_id ON members USING btree (member_role_id);

CREATE INDEX index_members_on_requested_at ON members USING btree (requested_at);

CREATE INDEX index_members_on_source_access_level_user_id_member_role_null ON members USING btree (source_id, source_type, access_level, user_id) WHERE (member_role_id IS NULL);

CREATE INDEX index_members_on_source_and_type_and_access_level ON members USING btree (source_id, source_type, type, access_level);

CREATE INDEX index_members_on_source_and_type_and_id ON members USING btree (source_id, source_type, type, id) WHERE (invite_token IS NULL);

CREATE INDEX index_members_on_source_state_type_access_level_and_user_id ON members USING btree (source_id, source_type, state, type, access_level, user_id) WHERE ((requested_at IS NULL) AND (invite_token IS NULL));

CREATE INDEX index_members_on_user_id_and_access_level_requested_at_is_null ON members USING btree (user_id, access_level) WHERE (requested_at IS NULL);

CREATE INDEX index_members_on_user_id_created_at ON members USING btree (user_id, created_at) WHERE ((ldap = true) AND ((type)::text = 'GroupMember'::text) AND ((source_type)::text = 'Namespace'::text));

CREATE UNIQUE INDEX index_merge_request_assignees_on_merge_request_id_and_user_id ON merge_request_assignees USING btree (merge_request_id, user_id);

CREATE INDEX index_merge_request_assignees_on_project_id ON merge_request_assignees USING btree (project_id);

CREATE INDEX index_merge_request_assignees_on_user_id ON merge_request_assignees USING btree (user_id);

CREATE INDEX index_merge_request_diffs_by_id_partial ON merge_request_diffs USING btree (id) WHERE ((files_count > 0) AND ((NOT stored_externally) OR (stored_externally IS NULL)));

CREATE INDEX index_merge_request_diffs_on_external_diff ON merge_request_diffs USING btree (external_diff);

CREATE INDEX index_merge_request_diffs_on_external_diff_store ON merge_request_diffs USING btree (external_diff_store);

CREATE INDEX index_merge_request_diffs_on_merge_request_id_and_id ON merge_request_diffs USING btree (merge_request_id, id);

CREATE INDEX index_merge_request_diffs_on_project_id_and_id ON merge_request_diffs USING btree (project_id, id);

CREATE UNIQUE INDEX index_merge_request_diffs_on_unique_merge_request_id ON merge_request_diffs USING btree (merge_request_id) WHERE (diff_type = 2);

CREATE UNIQUE INDEX index_merge_request_reviewers_on_merge_request_id_and_user_id ON merge_request_reviewers USING btree (merge_request_id, user_id);

CREATE INDEX index_merge_request_reviewers_on_project_id ON merge_request_reviewers USING btree (project_id);

CREATE INDEX index_merge_request_reviewers_on_user_id ON merge_request_reviewers USING btree (user_id);

CREATE INDEX index_merge_requests_for_latest_diffs_with_state_merged ON merge_requests USING btree (latest_merge_request_diff_id, target_project_id) WHERE (state_id = 3);

CREATE INDEX index_merge_requests_on_assignee_id ON merge_requests USING btree (assignee_id);

CREATE INDEX index_merge_requests_on_author_id_and_created_at ON merge_requests USING btree (author_id, created_at);

CREATE INDEX index_merge_requests_on_author_id_and_id ON merge_requests USING btree (author_id, id);

CREATE INDEX index_merge_requests_on_author_id_and_target_project_id ON merge_requests USING btree (author_id, target_project_id);

CREATE INDEX index_merge_requests_on_created_at ON merge_requests USING btree (created_at);

CREATE INDEX index_merge_requests_on_head_pipeline_id ON merge_requests USING btree (head_pipeline_id);

CREATE INDEX index_merge_requests_on_latest_merge_request_diff_id ON merge_requests USING btree (latest_merge_request_diff_id);

CREATE INDEX index_merge_requests_on_merge_user_id ON merge_requests USING btree (merge_user_id) WHERE (merge_user_id IS NOT NULL);

CREATE INDEX index_merge_requests_on_milestone_id ON merge_requests USING btree (milestone_id);

CREATE INDEX index_merge_requests_on_source_branch ON merge_requests USING btree (source_branch);

CREATE INDEX index_merge_requests_on_source_project_id_and_source_branch ON merge_requests USING btree (source_project_id, source_branch);

CREATE INDEX index_merge_requests_on_target_branch ON merge_requests USING btree (target_branch);

CREATE INDEX index_merge_requests_on_target_project_id_and_created_at_and_id ON merge_requests USING btree (target_project_id, created_at, id);

CREATE UNIQUE INDEX index_merge_requests_on_target_project_id_and_iid ON merge_requests USING btree (target_project_id, iid);

CREATE INDEX index_merge_requests_on_target_project_id_and_merged_commit_sha ON merge_requests USING btree (target_project_id, merged_commit_sha);

CREATE INDEX index_merge_requests_on_target_project_id_and_source_branch ON merge_requests USING btree (target_project_id, source_branch);

CREATE INDEX index_merge_requests_on_target_project_id_and_squash_commit_sha ON merge_requests USING btree (target_project_id, squash_commit_sha);

CREATE INDEX index_merge_requests_on_target_project_id_and_target_branch ON merge_requests USING btree (target_project_id, target_branch) WHERE ((state_id = 1) AND (merge_when_pipeline_succeeds = true));

CREATE INDEX index_merge_requests_on_target_project_id_and_updated_at_and_id ON merge_requests USING btree (target_project_id, updated_at, id);

CREATE INDEX index_merge_requests_on_tp_id_and_merge_commit_sha_and_id ON merge_requests USING btree (target_project_id, merge_commit_sha, id);

CREATE INDEX index_merge_requests_on_updated_by_id ON merge_requests USING btree (updated_by_id) WHERE (updated_by_id IS NOT NULL);

CREATE INDEX index_milestones_on_description_trigram ON milestones USING gin (description gin_trgm_ops);

CREATE INDEX index_milestones_on_due_date ON milestones USING btree (due_date);

CREATE INDEX index_milestones_on_group_id ON milestones USING btree (group_id);

CREATE UNIQUE INDEX index_milestones_on_project_id_and_iid ON milestones USING btree (project_id, iid);

CREATE INDEX index_milestones_on_title ON milestones USING btree (title);

CREATE INDEX index_milestones_on_title_trigram ON milestones USING gin (title gin_trgm_ops);

CREATE INDEX index_namespace_settings_on_duo_features ON namespace_settings USING btree (duo_features_enabled, lock_duo_features_enabled) INCLUDE (namespace_id) WHERE (duo_features_enabled IS NOT NULL);

CREATE INDEX index_namespace_settings_on_namespace_id_where_archived_true ON namespace_settings USING btree (namespace_id) WHERE (archived = true);

CREATE UNIQUE INDEX index_namespaces_name_parent_id_type ON namespaces USING btree (name, parent_id, type);

CREATE INDEX index_namespaces_on_created_at ON namespaces USING btree (created_at);

CREATE INDEX index_namespaces_on_custom_project_templates_group_id_and_type ON namespaces USING btree (custom_project_templates_group_id, type) WHERE (custom_project_templates_group_id IS NOT NULL);

CREATE INDEX index_namespaces_on_file_template_project_id ON namespaces USING btree (file_template_project_id);

CREATE INDEX index_namespaces_on_ldap_sync_last_successful_update_at ON namespaces USING btree (ldap_sync_last_successful_update_at);

CREATE INDEX index_namespaces_on_name_trigram ON namespaces USING gin (name gin_trgm_ops);

CREATE INDEX index_namespaces_on_organization_id ON namespaces USING btree (organization_id);

CREATE INDEX index_namespaces_on_organization_id_and_id_for_groups ON namespaces USING btree (organization_id, id) WHERE ((type)::text = 'Group'::text);

CREATE INDEX index_namespaces_on_organization_id_for_groups ON namespaces USING btree (organization_id) WHERE ((type)::text = 'Group'::text);

CREATE INDEX index_namespaces_on_owner_id ON namespaces USING btree (owner_id);

CREATE UNIQUE INDEX index_namespaces_on_parent_id_and_id ON namespaces USING btree (parent_id, id);

CREATE INDEX index_namespaces_on_path ON namespaces USING btree (path);

CREATE INDEX index_namespaces_on_path_for_top_level_non_projects ON namespaces USING btree (lower((path)::text)) WHERE ((parent_id IS NULL) AND ((type)::text <> 'Project'::text));

CREATE INDEX index_namespaces_on_path_trigram ON namespaces USING gin (path gin_trgm_ops);

CREATE UNIQUE INDEX index_namespaces_on_push_rule_id ON namespaces USING btree (push_rule_id);

CREATE UNIQUE INDEX index_namespaces_on_runners_token_encrypted ON namespaces USING btree (runners_token_encrypted);

CREATE INDEX index_namespaces_on_traversal_ids ON namespaces USING gin (traversal_ids);

CREATE INDEX index_namespaces_on_traversal_ids_for_groups ON namespaces USING gin (traversal_ids) WHERE ((type)::text = 'Group'::text);

CREATE INDEX index_namespaces_on_traversal_ids_for_groups_btree ON namespaces USING btree (traversal_ids) WHERE ((type)::text = 'Group'::text);

CREATE INDEX index_namespaces_on_type_and_id ON namespaces USING btree (type, id);

CREATE INDEX index_namespaces_public_groups_name_id ON namespaces USING btree (name, id) WHERE (((type)::text = 'Group'::text) AND (visibility_level = 20));

CREATE INDEX index_non_requested_project_members_on_source_id_and_type ON members USING btree (source_id, source_type) WHERE ((requested_at IS NULL) AND ((type)::text = 'ProjectMember'::text));

CREATE INDEX index_notes_for_cherry_picked_merge_requests ON notes USING btree (project_id, commit_id) WHERE ((noteable_type)::text = 'MergeRequest'::text);

CREATE INDEX index_notes_on_author_id_and_created_at_and_id ON notes USING btree (author_id, created_at, id);

CREATE INDEX index_notes_on_commit_id ON notes USING btree (commit_id);

CREATE INDEX index_notes_on_created_at ON notes USING btree (created_at);

CREATE INDEX index_notes_on_discussion_id ON notes USING btree (discussion_id);

CREATE INDEX index_notes_on_id_where_confidential ON notes USING btree (id) WHERE (confidential = true);

CREATE INDEX index_notes_on_id_where_internal ON notes USING btree (id) WHERE (internal = true);

CREATE INDEX index_notes_on_line_code ON notes USING btree (line_code);

CREATE INDEX index_notes_on_namespace_id ON notes USING btree (namespace_id);

CREATE INDEX index_notes_on_noteable_id_and_noteable_type_and_system ON notes USING btree (noteable_id, noteable_type, system);

CREATE INDEX index_notes_on_noteable_id_noteable_type_and_id ON notes USING btree (noteable_id, noteable_type, id);

CREATE INDEX index_notes_on_organization_id ON notes USING btree (organization_id);

CREATE INDEX index_notes_on_project_id_and_id_and_system_false ON notes USING btree (project_id, id) WHERE (NOT system);

CREATE INDEX index_notes_on_project_id_and_noteable_type ON notes USING btree (project_id, noteable_type);

CREATE INDEX index_notes_on_review_id ON notes USING btree (review_id);

CREATE UNIQUE INDEX index_on_deploy_keys_id_and_type_and_public ON keys USING btree (id, type) WHERE (public = true);

CREATE INDEX index_on_events_to_improve_contribution_analytics_performance ON events USING btree (project_id, target_type, action, created_at, author_id, id);

CREATE INDEX index_on_label_links_all_columns ON label_links USING btree (target_id, label_id, target_type);

CREATE INDEX index_on_merge_request_diffs_head_commit_sha ON merge_request_diffs USING btree (head_commit_sha);

CREATE INDEX index_on_merge_request_reviewers_user_id_and_state ON merge_request_reviewers USING btree (user_id, state) WHERE (state = 2);

CREATE INDEX index_on_merge_requests_for_latest_diffs ON merge_requests USING btree (target_project_id) INCLUDE (id, latest_merge_request_diff_id);

COMMENT ON INDEX index_on_merge_requests_for_latest_diffs IS 'Index used to efficiently obtain the oldest merge request for a commit SHA';

CREATE INDEX index_on_namespaces_lower_name ON namespaces USING btree (lower((name)::text));

CREATE INDEX index_on_namespaces_lower_path ON namespaces USING btree (lower((path)::text));

CREATE INDEX index_on_namespaces_namespaces_by_top_level_namespace ON namespaces USING btree ((traversal_ids[1]), type, id);

CREATE INDEX index_on_routes_lower_path ON routes USING btree (lower((path)::text));

CREATE INDEX index_on_todos_user_project_target_and_state ON todos USING btree (user_id, project_id, target_type, target_id, id) WHERE ((state)::text = 'pending'::text);

CREATE INDEX index_on_users_lower_email ON users USING btree (lower((email)::text));

CREATE INDEX index_on_users_lower_username ON users USING btree (lower((username)::text));

CREATE INDEX index_on_users_name_lower ON users USING btree (lower((name)::text));

CREATE INDEX index_open_issues_on_namespace_id_confidential_author_id_id ON issues USING btree (namespace_id, confidential, author_id, id) WHERE (state_id = 1);

CREATE INDEX index_organizations_on_name_trigram ON organizations USING gin (name gin_trgm_ops);

CREATE INDEX index_organizations_on_path_trigram ON organizations USING gin (path gin_trgm_ops);

CREATE INDEX index_pat_on_user_id_and_expires_at ON personal_access_tokens USING btree (user_id, expires_at);

CREATE INDEX index_pats_on_expiring_at_seven_days_notification_sent_at ON personal_access_tokens USING btree (expires_at, id) WHERE ((impersonation = false) AND (revoked = false) AND (seven_days_notification_sent_at IS NULL));

CREATE INDEX index_pats_on_expiring_at_sixty_days_notification_sent_at ON personal_access_tokens USING btree (expires_at, id) WHERE ((impersonation = false) AND (revoked = false) AND (sixty_days_notification_sent_at IS NULL));

CREATE INDEX index_pats_on_expiring_at_thirty_days_notification_sent_at ON personal_access_tokens USING btree (expires_at, id) WHERE ((impersonation = false) AND (revoked = false) AND (thirty_days_notification_sent_at IS NULL));

CREATE INDEX index_pats_on_group_id_and_user_type_and_created_at_and_id ON personal_access_tokens USING btree (group_id, user_type, created_at, id) WHERE (impersonation = false);

CREATE INDEX index_pats_on_group_id_and_user_type_and_expires_at_and_id ON personal_access_tokens USING btree (group_id, user_type, expires_at, id) WHERE (impersonation = false);

CREATE INDEX index_pats_on_group_id_and_user_type_and_last_used_at_and_id ON personal_access_tokens USING btree (group_id, user_type, last_used_at, id) WHERE (impersonation = false);

CREATE INDEX index_personal_access_tokens_on_group_id ON personal_access_tokens USING btree (group_id);

CREATE INDEX index_personal_access_tokens_on_id_and_created_at ON personal_access_tokens USING btree (id, created_at);

CREATE INDEX index_personal_access_tokens_on_organization_id ON personal_access_tokens USING btree (organization_id);

CREATE UNIQUE INDEX index_personal_access_tokens_on_token_digest ON personal_access_tokens USING btree (token_digest);

CREATE INDEX index_personal_access_tokens_on_user_id_and_id ON personal_access_tokens USING btree (user_id, id);

CREATE INDEX index_proj_type_ci_runner_machines_on_contacted_at_desc_id_desc ON project_type_ci_runner_machines USING btree (contacted_at DESC, id DESC);

CREATE UNIQUE INDEX index_proj_type_ci_runner_machines_on_runner_id_type_system_xid ON project_type_ci_runner_machines USING btree (runner_id, runner_type, system_xid);

CREATE UNIQUE INDEX index_project_features_on_project_id ON project_features USING btree (project_id);

CREATE INDEX index_project_features_on_project_id_bal_20 ON project_features USING btree (project_id) WHERE (builds_access_level = 20);

CREATE UNIQUE INDEX index_project_features_on_project_id_include_container_registry ON project_features USING btree (project_id) INCLUDE (container_registry_access_level);

COMMENT ON INDEX index_project_features_on_project_id_include_container_registry IS 'Included column (container_registry_access_level) improves performance of the ContainerRepository.for_group_and_its_subgroups scope query';

CREATE INDEX index_project_features_on_project_id_on_public_package_registry ON project_features USING btree (project_id) WHERE (package_registry_access_level = 30);

CREATE INDEX index_project_features_on_project_id_ral_20 ON project_features USING btree (project_id) WHERE (repository_access_level = 20);

CREATE INDEX index_project_settings_on_legacy_os_license_project_id ON project_settings USING btree (project_id) WHERE (legacy_open_source_license_available = true);

CREATE INDEX index_project_settings_on_project_id_partially ON project_settings USING btree (project_id) WHERE (has_vulnerabilities IS TRUE);

CREATE UNIQUE INDEX index_project_settings_on_push_rule_id ON project_settings USING btree (push_rule_id);

CREATE INDEX index_project_type_ci_runner_machines_on_created_at_and_id_desc ON project_type_ci_runner_machines USING btree (created_at, id DESC);

CREATE INDEX index_project_type_ci_runner_machines_on_executor_type ON project_type_ci_runner_machines USING btree (executor_type);

CREATE INDEX index_project_type_ci_runner_machines_on_ip_address ON project_type_ci_runner_machines USING btree (ip_address);

CREATE INDEX index_project_type_ci_runner_machines_on_major_version ON project_type_ci_runner_machines USING btree ("substring"(version, '^\d+\.'::text), version, runner_id);

CREATE INDEX index_project_type_ci_runner_machines_on_minor_version ON project_type_ci_runner_machines USING btree ("substring"(version, '^\d+\.\d+\.'::text), version, runner_id);

CREATE INDEX index_project_type_ci_runner_machines_on_organization_id ON project_type_ci_runner_machines USING btree (organization_id);

CREATE INDEX index_project_type_ci_runner_machines_on_patch_version ON project_type_ci_runner_machines USING btree ("substring"(version, '^\d+\.\d+\.\d+'::text), version, runner_id);

CREATE INDEX index_project_type_ci_runner_machines_on_version ON project_type_ci_runner_machines USING btree (version);

CREATE INDEX index_project_type_ci_runners_on_created_at_and_id_desc ON project_type_ci_runners USING btree (created_at, id DESC);

CREATE INDEX index_project_type_ci_runners_on_creator_id_where_not_null ON project_type_ci_runners USING btree (creator_id) WHERE (creator_id IS NOT NULL);

CREATE INDEX index_project_type_ci_runners_on_description_trigram ON project_type_ci_runners USING gin (description gin_trgm_ops);

CREATE INDEX index_project_type_ci_runners_on_locked ON project_type_ci_runners USING btree (locked);

CREATE INDEX index_project_type_ci_runners_on_organization_id ON project_type_ci_runners USING btree (organization_id);

CREATE INDEX index_projects_api_created_at_id_desc ON projects USING btree (created_at, id DESC);

CREATE INDEX index_projects_api_last_activity_at_id_desc ON projects USING btree (last_activity_at, id DESC);

CREATE INDEX index_projects_api_name_id_desc ON projects USING btree (name, id DESC);

CREATE INDEX index_projects_api_path_id_desc ON projects USING btree (path, id DESC);

CREATE INDEX index_projects_api_updated_at_id_desc ON projects USING btree (updated_at, id DESC);

CREATE INDEX index_projects_api_vis20_created_at ON projects USING btree (created_at, id) WHERE (visibility_level = 20);

CREATE INDEX index_projects_api_vis20_last_activity_at ON projects USING btree (last_activity_at, id) WHERE (visibility_level = 20);

CREATE INDEX index_projects_api_vis20_name ON projects USING btree (name, id) WHERE (visibility_level = 20);

CREATE INDEX index_projects_api_vis20_path ON projects USING btree (path, id) WHERE (visibility_level = 20);

CREATE INDEX index_projects_api_vis20_updated_at ON projects USING btree (updated_at, id) WHERE (visibility_level = 20);

CREATE INDEX index_projects_not_aimed_for_deletion ON projects USING btree (id) WHERE (marked_for_deletion_at IS NULL);

CREATE INDEX index_projects_on_creator_id_and_created_at_and_id ON projects USING btree (creator_id, created_at, id);

CREATE INDEX index_projects_on_creator_id_and_id ON projects USING btree (creator_id, id);

CREATE INDEX index_projects_on_creator_id_import_type_and_created_at_partial ON projects USING btree (creator_id, import_type, created_at) WHERE (import_type IS NOT NULL);

CREATE INDEX index_projects_on_description_trigram ON projects USING gin (description gin_trgm_ops);

CREATE INDEX index_projects_on_id_and_archived_and_pending_delete ON projects USING btree (id) WHERE ((archived = false) AND (pending_delete = false));

CREATE INDEX index_projects_on_id_and_marked_for_deletion_at ON projects USING btree (id, marked_for_deletion_at) WHERE (marked_for_deletion_at IS NOT NULL);

CREATE UNIQUE INDEX index_projects_on_id_partial_for_visibility ON projects USING btree (id) WHERE (visibility_level = ANY (ARRAY[10, 20]));

CREATE INDEX index_projects_on_id_service_desk_enabled ON projects USING btree (id) WHERE (service_desk_enabled = true);

CREATE INDEX index_projects_on_last_activity_at_and_id ON projects USING btree (last_activity_at, id);

CREATE INDEX index_projects_on_last_repository_check_at ON projects USING btree (last_repository_check_at) WHERE (last_repository_check_at IS NOT NULL);

CREATE INDEX index_projects_on_last_repository_check_failed ON projects USING btree (last_repository_check_failed);

CREATE INDEX index_projects_on_last_repository_updated_at ON projects USING btree (last_repository_updated_at);

CREATE INDEX index_projects_on_lower_name ON projects USING btree (lower((name)::text));

CREATE INDEX index_projects_on_marked_for_deletion_by_user_id ON projects USING btree (marked_for_deletion_by_user_id) WHERE (marked_for_deletion_by_user_id IS NOT NULL);

CREATE INDEX index_projects_on_mirror_creator_id_created_at ON projects USING btree (creator_id, created_at) WHERE ((mirror = true) AND (mirror_trigger_builds = true));

CREATE INDEX index_projects_on_mirror_id_where_mirror_and_trigger_builds ON projects USING btree (id) WHERE ((mirror = true) AND (mirror_trigger_builds = true));

CREATE INDEX index_projects_on_mirror_user_id ON projects USING btree (mirror_user_id);

CREATE INDEX index_projects_on_name_and_id ON projects USING btree (name, id);

CREATE INDEX index_projects_on_name_trigram ON projects USING gin (name gin_trgm_ops);

CREATE INDEX index_projects_on_namespace_id_and_id ON projects USING btree (namespace_id, id);

CREATE INDEX index_projects_on_namespace_id_and_repository_size_limit ON projects USING btree (namespace_id, repository_size_limit);

CREATE INDEX index_projects_on_organization_id_and_id ON projects USING btree (organization_id, id);

CREATE INDEX index_projects_on_path_trigram ON projects USING gin (path gin_trgm_ops);

CREATE INDEX index_projects_on_pending_delete ON projects USING btree (pending_delete);

CREATE INDEX index_projects_on_pool_repository_id ON projects USING btree (pool_repository_id) WHERE (pool_repository_id IS NOT NULL);

CREATE UNIQUE INDEX index_projects_on_project_namespace_id ON projects USING btree (project_namespace_id);

CREATE INDEX index_projects_on_repository_storage ON projects USING btree (repository_storage);

CREATE INDEX index_projects_on_star_count ON projects USING btree (star_count);

CREATE INDEX index_projects_on_updated_at_and_id ON projects USING btree (updated_at, id);

CREATE INDEX index_protected_branch_merge_access ON protected_branch_merge_access_levels USING btree (protected_branch_id);

CREATE INDEX index_protected_branch_merge_access_levels_on_group_id ON protected_branch_merge_access_levels USING btree (group_id);

CREATE INDEX index_protected_branch_merge_access_levels_on_user_id ON protected_branch_merge_access_levels USING btree (user_id);

CREATE INDEX index_protected_branch_push_access ON protected_branch_push_access_levels USING btree (protected_branch_id);

CREATE INDEX index_protected_branch_push_access_levels_on_group_id ON protected_branch_push_access_levels USING btree (group_id);

CREATE INDEX index_protected_branch_push_access_levels_on_protected_branch_n ON protected_branch_push_access_levels USING btree (protected_branch_namespace_id);

CREATE INDEX index_protected_branch_push_access_levels_on_protected_branch_p ON protected_branch_push_access_levels USING btree (protected_branch_project_id);

CREATE INDEX index_protected_branch_push_access_levels_on_user_id ON protected_branch_push_access_levels USING btree (user_id);

CREATE INDEX index_protected_branches_namespace_id ON protected_branches USING btree (namespace_id) WHERE (namespace_id IS NOT NULL);

CREATE INDEX index_protected_branches_on_project_id ON protected_branches USING btree (project_id);

CREATE INDEX index_push_rules_on_is_sample ON push_rules USING btree (is_sample) WHERE is_sample;

CREATE INDEX index_push_rules_on_organization_id ON push_rules USING btree (organization_id);

CREATE INDEX index_push_rules_on_project_id ON push_rules USING btree (project_id);

CREATE INDEX index_requirements_project_id_user_id_id_and_target_type ON todos USING btree (project_id, user_id, id, target_type);

CREATE INDEX index_requirements_user_id_and_target_type ON todos USING btree (user_id, target_type);

CREATE INDEX index_reviews_on_author_id ON reviews USING btree (author_id);

CREATE INDEX index_reviews_on_merge_request_id ON reviews USING btree (merge_request_id);

CREATE INDEX index_reviews_on_project_id ON reviews USING btree (project_id);

CREATE INDEX index_route_on_name_trigram ON routes USING gin (name gin_trgm_ops);

CREATE UNIQUE INDEX index_routes_on_namespace_id ON routes USING btree (namespace_id);

CREATE UNIQUE INDEX index_routes_on_path ON routes USING btree (path);

CREATE INDEX index_routes_on_path_text_pattern_ops ON routes USING btree (path varchar_pattern_ops);

CREATE INDEX index_routes_on_path_trigram ON routes USING gin (path gin_trgm_ops);

CREATE UNIQUE INDEX index_routes_on_source_type_and_source_id ON routes USING btree (source_type, source_id);

CREATE INDEX index_service_desk_enabled_projects_on_id_creator_id_created_at ON projects USING btree (id, creator_id, created_at) WHERE (service_desk_enabled = true);

CREATE INDEX index_snippet_on_id_and_project_id ON snippets USING btree (id, project_id);

CREATE INDEX index_snippets_on_author_id ON snippets USING btree (author_id);

CREATE INDEX index_snippets_on_content_trigram ON snippets USING gin (content gin_trgm_ops);

CREATE INDEX index_snippets_on_created_at ON snippets USING btree (created_at);

CREATE INDEX index_snippets_on_description_trigram ON snippets USING gin (description gin_trgm_ops);

CREATE INDEX index_snippets_on_file_name_trigram ON snippets USING gin (file_name gin_trgm_ops);

CREATE INDEX index_snippets_on_id_and_created_at ON snippets USING btree (id, created_at);

CREATE INDEX index_snippets_on_id_and_type ON snippets USING btree (id, type);

CREATE INDEX index_snippets_on_organization_id ON snippets USING btree (organization_id);

CREATE INDEX index_snippets_on_project_id_and_title ON snippets USING btree (project_id, title);

CREATE INDEX index_snippets_on_project_id_and_visibility_level ON snippets USING btree (project_id, visibility_level);

CREATE INDEX index_snippets_on_title_trigram ON snippets USING gin (title gin_trgm_ops);

CREATE INDEX index_snippets_on_updated_at ON snippets USING btree (updated_at);

CREATE INDEX index_snippets_on_visibility_level_and_secret ON snippets USING btree (visibility_level, secret);

CREATE INDEX index_sprints_iterations_cadence_id ON sprints USING btree (iterations_cadence_id);

CREATE INDEX index_sprints_on_description_trigram ON sprints USING gin (description gin_trgm_ops);

CREATE INDEX index_sprints_on_due_date ON sprints USING btree (due_date);

CREATE INDEX index_sprints_on_group_id ON sprints USING btree (group_id);

CREATE INDEX index_sprints_on_title ON sprints USING btree (title);

CREATE INDEX index_sprints_on_title_trigram ON sprints USING gin (title gin_trgm_ops);

CREATE INDEX index_subscription_add_on_purchases_on_namespace_id_add_on_id ON subscription_add_on_purchases USING btree (namespace_id, subscription_add_on_id);

CREATE UNIQUE INDEX index_subscription_add_ons_on_name ON subscription_add_ons USING btree (name);

CREATE INDEX index_subscription_addon_purchases_on_expires_on ON subscription_add_on_purchases USING btree (expires_on);

CREATE INDEX index_subscription_user_add_on_assignments_on_organization_id ON subscription_user_add_on_assignments USING btree (organization_id);

CREATE INDEX index_subscription_user_add_on_assignments_on_user_id ON subscription_user_add_on_assignments USING btree (user_id);

CREATE INDEX index_todos_on_author_id_and_created_at ON todos USING btree (author_id, created_at);

CREATE INDEX index_todos_on_commit_id ON todos USING btree (commit_id);

CREATE INDEX index_todos_on_group_id ON todos USING btree (group_id);

CREATE INDEX index_todos_on_note_id ON todos USING btree (note_id);

CREATE INDEX index_todos_on_organization_id ON todos USING btree (organization_id);

CREATE INDEX index_todos_on_project_id_and_id ON todos USING btree (project_id, id);

CREATE INDEX index_todos_on_target_type_and_target_id ON todos USING btree (target_type, target_id);

CREATE INDEX index_todos_on_user_id_and_id_done ON todos USING btree (user_id, id) WHERE ((state)::text = 'done'::text);

CREATE INDEX index_todos_on_user_id_and_id_pending ON todos USING btree (user_id, id) WHERE ((state)::text = 'pending'::text);

CREATE UNIQUE INDEX index_uniq_projects_on_runners_token ON projects USING btree (runners_token);

CREATE UNIQUE INDEX index_uniq_projects_on_runners_token_encrypted ON projects USING btree (runners_token_encrypted);

CREATE UNIQUE INDEX index_unique_ci_runner_projects_on_runner_id_and_project_id ON ci_runner_projects USING btree (runner_id, project_id);

CREATE UNIQUE INDEX index_unique_epics_on_issue_id ON epics USING btree (issue_id);

CREATE UNIQUE INDEX index_unique_parent_link_id_on_epics ON epics USING btree (work_item_parent_link_id);

CREATE INDEX index_user_details_on_bot_namespace_id ON user_details USING btree (bot_namespace_id);

CREATE INDEX index_user_details_on_enterprise_group_id_and_user_id ON user_details USING btree (enterprise_group_id, user_id);

CREATE INDEX index_user_details_on_password_last_changed_at ON user_details USING btree (password_last_changed_at);

COMMENT ON INDEX index_user_details_on_password_last_changed_at IS 'JiHu-specific index';

CREATE UNIQUE INDEX index_user_details_on_phone ON user_details USING btree (phone) WHERE (phone IS NOT NULL);

COMMENT ON INDEX index_user_details_on_phone IS 'JiHu-specific index';

CREATE INDEX index_user_details_on_provisioned_by_project_id ON user_details USING btree (provisioned_by_project_id);

CREATE UNIQUE INDEX index_user_details_on_user_id ON user_details USING btree (user_id);

CREATE INDEX index_user_preferences_on_duo_default_namespace_id ON user_preferences USING btree (duo_default_namespace_id);

CREATE INDEX index_user_preferences_on_gitpod_enabled ON user_preferences USING btree (gitpod_enabled);

CREATE INDEX index_user_preferences_on_policy_advanced_editor ON user_preferences USING btree (policy_advanced_editor) WHERE (policy_advanced_editor = true);

CREATE UNIQUE INDEX index_user_preferences_on_user_id ON user_preferences USING btree (user_id);

CREATE INDEX index_users_for_active_billable_users ON users USING btree (id) WHERE (((state)::text = 'active'::text) AND (user_type = ANY (ARRAY[0, 6, 4, 13])) AND (user_type = ANY (ARRAY[0, 4, 5])));

CREATE INDEX index_users_for_auditors ON users USING btree (id) WHERE (auditor IS TRUE);

CREATE INDEX index_users_on_admin ON users USING btree (admin);

CREATE INDEX index_users_on_created_at ON users USING btree (created_at);

CREATE UNIQUE INDEX index_users_on_email ON users USING btree (email);

CREATE INDEX index_users_on_email_domain_and_id ON users USING btree (lower(split_part((email)::text, '@'::text, 2)), id);

CREATE INDEX index_users_on_email_trigram ON users USING gin (email gin_trgm_ops);

CREATE INDEX index_users_on_feed_token ON users USING btree (feed_token);

CREATE INDEX index_users_on_group_view ON users USING btree (group_view);

CREATE INDEX index_users_on_id_and_last_activity_on_for_active_human_service ON users USING btree (id, last_activity_on) WHERE (((state)::text = 'active'::text) AND (user_type = ANY (ARRAY[0, 4])));

CREATE INDEX index_users_on_incoming_email_token ON users USING btree (incoming_email_token);

CREATE INDEX index_users_on_managing_group_id ON users USING btree (managing_group_id);

CREATE INDEX index_users_on_name ON users USING btree (name);

CREATE INDEX index_users_on_name_trigram ON users USING gin (name gin_trgm_ops);

CREATE INDEX index_users_on_organization_id ON users USING btree (organization_id);

CREATE UNIQUE INDEX index_users_on_organization_id_and_confirmation_token ON users USING btree (organization_id, confirmation_token);

CREATE UNIQUE INDEX index_users_on_organization_id_and_reset_password_token ON users USING btree (organization_id, reset_password_token);

CREATE UNIQUE INDEX index_users_on_organization_id_and_unlock_token ON users USING btree (organization_id, unlock_token);

CREATE INDEX index_users_on_public_email_excluding_null_and_empty ON users USING btree (public_email) WHERE (((public_email)::text <> ''::text) AND (public_email IS NOT NULL));

CREATE INDEX index_users_on_public_email_trigram ON users USING gin (public_email gin_trgm_ops);

CREATE INDEX index_users_on_state_and_user_type ON users USING btree (state, user_type);

CREATE UNIQUE INDEX index_users_on_static_object_token ON users USING btree (static_object_token);

CREATE INDEX index_users_on_unconfirmed_created_at_active_type_sign_in_count ON users USING btree (created_at, id) WHERE ((confirmed_at IS NULL) AND ((state)::text = 'active'::text) AND (user_type = 0) AND (sign_in_count = 0));

CREATE INDEX index_users_on_unconfirmed_email ON users USING btree (unconfirmed_email) WHERE (unconfirmed_email IS NOT NULL);

CREATE INDEX index_users_on_updated_at ON users USING btree (updated_at);

CREATE INDEX index_users_on_user_type_and_id ON users USING btree (user_type, id);

CREATE INDEX index_users_on_username ON users USING btree (username);

CREATE INDEX index_users_on_username_trigram ON users USING gin (username gin_trgm_ops);

CREATE INDEX index_virtual_reg_pkgs_maven_local_upstreams_on_group_id ON virtual_registries_packages_maven_local_upstreams USING btree (group_id);

CREATE INDEX index_virtual_reg_pkgs_maven_reg_upstreams_on_group_id ON virtual_registries_packages_maven_registry_upstreams USING btree (group_id);

CREATE INDEX index_virtual_reg_pkgs_maven_upstreams_on_group_id ON virtual_registries_packages_maven_upstreams USING btree (group_id);

CREATE INDEX index_virtual_registries_packages_maven_upstreams_on_url ON virtual_registries_packages_maven_upstreams USING btree (url);

CREATE INDEX index_work_item_parent_links_on_namespace_id ON work_item_parent_links USING btree (namespace_id);

CREATE UNIQUE INDEX index_work_item_parent_links_on_work_item_id ON work_item_parent_links USING btree (work_item_id);

CREATE INDEX index_work_item_parent_links_on_work_item_parent_id ON work_item_parent_links USING btree (work_item_parent_id);

CREATE INDEX index_work_item_types_on_base_type_and_id ON work_item_types USING btree (base_type, id);

CREATE UNIQUE INDEX index_work_item_types_on_name_unique ON work_item_types USING btree (TRIM(BOTH FROM lower(name)));

CREATE INDEX temp_index_on_users_where_dark_theme ON users USING btree (id) WHERE (theme_id = 11);

CREATE INDEX tmp_index_for_project_namespace_id_migration_on_routes ON routes USING btree (id) WHERE ((namespace_id IS NULL) AND ((source_type)::text = 'Project'::text));

CREATE INDEX tmp_index_namespace_settings_on_experiment_features_enabled ON namespace_settings USING btree (namespace_id) WHERE (experiment_features_enabled IS TRUE);

CREATE INDEX tmp_index_users_on_external_where_external_is_null ON users USING btree (external) WHERE (external IS NULL);

CREATE UNIQUE INDEX uniq_idx_user_add_on_assignments_on_add_on_purchase_and_user ON subscription_user_add_on_assignments USING btree (add_on_purchase_id, user_id);

CREATE UNIQUE INDEX unique_index_for_project_pages_unique_domain ON project_settings USING btree (pages_unique_domain) WHERE (pages_unique_domain IS NOT NULL);

CREATE UNIQUE INDEX unique_organizations_on_path_case_insensitive ON organizations USING btree (lower(path));

CREATE UNIQUE INDEX unique_projects_on_name_namespace_id ON projects USING btree (name, namespace_id);

CREATE UNIQUE INDEX virtual_reg_pkgs_mvn_registries_on_unique_group_id_and_name ON virtual_registries_packages_maven_registries USING btree (group_id, name);

CREATE INDEX virtual_registries_packages_maven_upstreams_on_name_trigram ON virtual_registries_packages_maven_upstreams USING gin (name gin_trgm_ops);

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_0fc6617161;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_1718fc2cc6;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_2680cdd4ec;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_30764715b9;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_4585d1a955;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_5051c3468f;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_5a527bd324;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_5f9468d857;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_72c169b8b9;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_7f4901535d;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_a54c7a846a;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_c23ed308be;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_d384a99971;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_e12e0bea20;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_fe07d85fc4;

ALTER INDEX index_vr_pkg_maven_cache_rem_entries_on_requiring_cleanup ATTACH PARTITION gitlab_partitions_static.index_ff3e09d808;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__relative_path_object_storage_idx10;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__relative_path_object_storage_idx11;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__relative_path_object_storage_idx12;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__relative_path_object_storage_idx13;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__relative_path_object_storage_idx14;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__relative_path_object_storage_idx15;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__upstream_id_group_id_relativ_idx10;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__upstream_id_group_id_relativ_idx11;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__upstream_id_group_id_relativ_idx12;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__upstream_id_group_id_relativ_idx13;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__upstream_id_group_id_relativ_idx14;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages__upstream_id_group_id_relativ_idx15;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_relative_path_object_storage__idx;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_relative_path_object_storage_idx1;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_relative_path_object_storage_idx2;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_relative_path_object_storage_idx3;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_relative_path_object_storage_idx4;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_relative_path_object_storage_idx5;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_relative_path_object_storage_idx6;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_relative_path_object_storage_idx7;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_relative_path_object_storage_idx8;

ALTER INDEX idx_uniq_vreg_pkgs_mvn_cache_remote_entries_on_rel_path_and_key ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_relative_path_object_storage_idx9;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_upstream_id_group_id_relativ_idx1;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_upstream_id_group_id_relativ_idx2;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_upstream_id_group_id_relativ_idx3;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_upstream_id_group_id_relativ_idx4;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_upstream_id_group_id_relativ_idx5;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_upstream_id_group_id_relativ_idx6;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_upstream_id_group_id_relativ_idx7;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_upstream_id_group_id_relativ_idx8;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_upstream_id_group_id_relativ_idx9;

ALTER INDEX idx_uniq_vreg_mvn_cache_remote_entries_on_upstream_id_rel_path ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_m_upstream_id_group_id_relative_idx;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cach_upstream_id_status_idx10;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cach_upstream_id_status_idx11;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cach_upstream_id_status_idx12;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cach_upstream_id_status_idx13;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cach_upstream_id_status_idx14;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cach_upstream_id_status_idx15;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache__upstream_id_status_idx;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_rem_relative_path_idx10;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_rem_relative_path_idx11;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_rem_relative_path_idx12;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_rem_relative_path_idx13;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_rem_relative_path_idx14;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_rem_relative_path_idx15;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remo_relative_path_idx1;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remo_relative_path_idx2;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remo_relative_path_idx3;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remo_relative_path_idx4;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remo_relative_path_idx5;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remo_relative_path_idx6;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remo_relative_path_idx7;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remo_relative_path_idx8;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remo_relative_path_idx9;

ALTER INDEX idx_vregs_pkgs_maven_cache_remote_entries_on_rel_path_trigram ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remot_relative_path_idx;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_00_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_01_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_02_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_03_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_04_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_05_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_06_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_07_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_08_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_09_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_10_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_11_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_12_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_13_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_14_pkey;

ALTER INDEX virtual_registries_packages_maven_cache_remote_entries_pkey ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_remote_entries_15_pkey;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_upstream_id_status_idx1;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_upstream_id_status_idx2;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_upstream_id_status_idx3;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_upstream_id_status_idx4;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_upstream_id_status_idx5;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_upstream_id_status_idx6;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_upstream_id_status_idx7;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_upstream_id_status_idx8;

ALTER INDEX idx_vreg_pkgs_mvn_cache_remote_entries_upstream_id_and_status ATTACH PARTITION gitlab_partitions_static.virtual_registries_packages_maven_cache_upstream_id_status_idx9;

ALTER INDEX ci_runner_taggings_pkey ATTACH PARTITION ci_runner_taggings_group_type_pkey;

ALTER INDEX ci_runner_taggings_pkey ATTACH PARTITION ci_runner_taggings_instance_type_pkey;

ALTER INDEX ci_runner_taggings_pkey ATTACH PARTITION ci_runner_taggings_project_type_pkey;

ALTER INDEX ci_runner_machines_pkey ATTACH PARTITION group_type_ci_runner_machines_pkey;

ALTER INDEX ci_runners_pkey ATTACH PARTITION group_type_ci_runners_pkey;

ALTER INDEX index_ci_runner_taggings_on_runner_id_and_runner_type ATTACH PARTITION idx_ci_runner_taggings_group_type_on_runner_id_and_runner_type;

ALTER INDEX index_ci_runner_taggings_on_tag_id_runner_id_and_runner_type ATTACH PARTITION idx_ci_runner_taggings_group_type_on_tag_id_runner_id_and_type;

ALTER INDEX index_ci_runner_taggings_on_tag_id_runner_id_and_runner_type ATTACH PARTITION idx_ci_runner_taggings_inst_type_on_tag_id_runner_id_and_type;

ALTER INDEX index_ci_runner_taggings_on_runner_id_and_runner_type ATTACH PARTITION idx_ci_runner_taggings_instance_type_on_runner_id_and_type;

ALTER INDEX index_ci_runner_taggings_on_tag_id_runner_id_and_runner_type ATTACH PARTITION idx_ci_runner_taggings_proj_type_on_tag_id_runner_id_and_type;

ALTER INDEX index_ci_runner_machines_on_contacted_at_desc_and_id_desc ATTACH PARTITION idx_group_type_ci_runner_machines_on_contacted_at_desc_id_desc;

ALTER INDEX index_ci_runner_machines_on_runner_id_and_type_and_system_xid ATTACH PARTITION idx_group_type_ci_runner_machines_on_runner_id_type_system_xid;

ALTER INDEX index_ci_runners_on_contacted_at_and_id_where_inactive ATTACH PARTITION idx_group_type_ci_runners_on_contacted_at_and_id_where_inactive;

ALTER INDEX index_ci_runners_on_locked ATTACH PARTITION idx_group_type_ci_runners_on_locked;

ALTER INDEX index_ci_runners_on_token_expires_at_and_id_desc ATTACH PARTITION idx_group_type_ci_runners_on_token_expires_at_and_id_desc;

ALTER INDEX index_ci_runners_on_token_expires_at_desc_and_id_desc ATTACH PARTITION idx_group_type_ci_runners_on_token_expires_at_desc_and_id_desc;

ALTER INDEX index_ci_runner_machines_on_created_at_and_id_desc ATTACH PARTITION idx_instance_type_ci_runner_machines_on_created_at_and_id_desc;

ALTER INDEX index_ci_runners_on_active_and_id ATTACH PARTITION idx_instance_type_ci_runners_on_active_and_id;

ALTER INDEX index_ci_runners_on_contacted_at_and_id_desc ATTACH PARTITION idx_instance_type_ci_runners_on_contacted_at_and_id_desc;

ALTER INDEX index_ci_runners_on_contacted_at_and_id_where_inactive ATTACH PARTITION idx_instance_type_ci_runners_on_contacted_at_id_where_inactive;

ALTER INDEX index_ci_runners_on_token_encrypted_and_runner_type ATTACH PARTITION idx_instance_type_ci_runners_on_token_encrypted_and_runner_type;

ALTER INDEX index_ci_runners_on_token_expires_at_desc_and_id_desc ATTACH PARTITION idx_instance_type_ci_runners_on_token_expires_at_desc_id_desc;

ALTER INDEX index_ci_runners_on_active_and_id ATTACH PARTITION idx_project_type_ci_runners_on_active_and_id;

ALTER INDEX index_ci_runners_on_contacted_at_and_id_desc ATTACH PARTITION idx_project_type_ci_runners_on_contacted_at_and_id_desc;

ALTER INDEX index_ci_runners_on_contacted_at_desc_and_id_desc ATTACH PARTITION idx_project_type_ci_runners_on_contacted_at_desc_and_id_desc;

ALTER INDEX index_ci_runners_on_contacted_at_and_id_where_inactive ATTACH PARTITION idx_project_type_ci_runners_on_contacted_at_id_where_inactive;

ALTER INDEX index_ci_runners_on_created_at_and_id_where_inactive ATTACH PARTITION idx_project_type_ci_runners_on_created_at_and_id_where_inactive;

ALTER INDEX index_ci_runners_on_created_at_desc_and_id_desc ATTACH PARTITION idx_project_type_ci_runners_on_created_at_desc_and_id_desc;

ALTER INDEX index_ci_runners_on_token_encrypted_and_runner_type ATTACH PARTITION idx_project_type_ci_runners_on_token_encrypted_and_runner_type;

ALTER INDEX index_ci_runners_on_token_expires_at_and_id_desc ATTACH PARTITION idx_project_type_ci_runners_on_token_expires_at_and_id_desc;

ALTER INDEX index_ci_runners_on_token_expires_at_desc_and_id_desc ATTACH PARTITION idx_project_type_ci_runners_on_token_expires_at_desc_id_desc;

ALTER INDEX index_ci_runner_taggings_on_organization_id ATTACH PARTITION index_ci_runner_taggings_group_type_on_organization_id;

ALTER INDEX index_ci_runner_taggings_on_organization_id ATTACH PARTITION index_ci_runner_taggings_instance_type_on_organization_id;

ALTER INDEX index_ci_runner_taggings_on_organization_id ATTACH PARTITION index_ci_runner_taggings_project_type_on_organization_id;

ALTER INDEX index_ci_runner_taggings_on_runner_id_and_runner_type ATTACH PARTITION index_ci_runner_taggings_project_type_on_runner_id_runner_type;

ALTER INDEX index_ci_runner_machines_on_created_at_and_id_desc ATTACH PARTITION index_group_type_ci_runner_machines_on_created_at_and_id_desc;

ALTER INDEX index_ci_runner_machines_on_executor_type ATTACH PARTITION index_group_type_ci_runner_machines_on_executor_type;

ALTER INDEX index_ci_runner_machines_on_ip_address ATTACH PARTITION index_group_type_ci_runner_machines_on_ip_address;

ALTER INDEX index_ci_runner_machines_on_major_version ATTACH PARTITION index_group_type_ci_runner_machines_on_major_version;

ALTER INDEX index_ci_runner_machines_on_minor_version ATTACH PARTITION index_group_type_ci_runner_machines_on_minor_version;

ALTER INDEX index_ci_runner_machines_on_organization_id ATTACH PARTITION index_group_type_ci_runner_machines_on_organization_id;

ALTER INDEX index_ci_runner_machines_on_patch_version ATTACH PARTITION index_group_type_ci_runner_machines_on_patch_version;

ALTER INDEX index_ci_runner_machines_on_version ATTACH PARTITION index_group_type_ci_runner_machines_on_version;

ALTER INDEX index_ci_runners_on_active_and_id ATTACH PARTITION index_group_type_ci_runners_on_active_and_id;

ALTER INDEX index_ci_runners_on_contacted_at_and_id_desc ATTACH PARTITION index_group_type_ci_runners_on_contacted_at_and_id_desc;

ALTER INDEX index_ci_runners_on_contacted_at_desc_and_id_desc ATTACH PARTITION index_group_type_ci_runners_on_contacted_at_desc_and_id_desc;

ALTER INDEX index_ci_runners_on_created_at_and_id_desc ATTACH PARTITION index_group_type_ci_runners_on_created_at_and_id_desc;

ALTER INDEX index_ci_runners_on_created_at_and_id_where_inactive ATTACH PARTITION index_group_type_ci_runners_on_created_at_and_id_where_inactive;

ALTER INDEX index_ci_runners_on_created_at_desc_and_id_desc ATTACH PARTITION index_group_type_ci_runners_on_created_at_desc_and_id_desc;

ALTER INDEX index_ci_runners_on_creator_id_where_creator_id_not_null ATTACH PARTITION index_group_type_ci_runners_on_creator_id_where_not_null;

ALTER INDEX index_ci_runners_on_description_trigram ATTACH PARTITION index_group_type_ci_runners_on_description_trigram;

ALTER INDEX index_ci_runners_on_organization_id ATTACH PARTITION index_group_type_ci_runners_on_organization_id;

ALTER INDEX index_ci_runners_on_token_encrypted_and_runner_type ATTACH PARTITION index_group_type_ci_runners_on_token_encrypted_and_runner_type;

ALTER INDEX index_ci_runner_machines_on_contacted_at_desc_and_id_desc ATTACH PARTITION index_inst_type_ci_runner_machines_on_contacted_at_desc_id_desc;

ALTER INDEX index_ci_runner_machines_on_runner_id_and_type_and_system_xid ATTACH PARTITION index_inst_type_ci_runner_machines_on_runner_id_type_system_xid;

ALTER INDEX index_ci_runner_machines_on_executor_type ATTACH PARTITION index_instance_type_ci_runner_machines_on_executor_type;

ALTER INDEX index_ci_runner_machines_on_ip_address ATTACH PARTITION index_instance_type_ci_runner_machines_on_ip_address;

ALTER INDEX index_ci_runner_machines_on_major_version ATTACH PARTITION index_instance_type_ci_runner_machines_on_major_version;

ALTER INDEX index_ci_runner_machines_on_minor_version ATTACH PARTITION index_instance_type_ci_runner_machines_on_minor_version;

ALTER INDEX index_ci_runner_machines_on_organization_id ATTACH PARTITION index_instance_type_ci_runner_machines_on_organization_id;

ALTER INDEX index_ci_runner_machines_on_patch_version ATTACH PARTITION index_instance_type_ci_runner_machines_on_patch_version;

ALTER INDEX index_ci_runner_machines_on_version ATTACH PARTITION index_instance_type_ci_runner_machines_on_version;

ALTER INDEX index_ci_runners_on_contacted_at_desc_and_id_desc ATTACH PARTITION index_instance_type_ci_runners_on_contacted_at_desc_and_id_desc;

ALTER INDEX index_ci_runners_on_created_at_and_id_desc ATTACH PARTITION index_instance_type_ci_runners_on_created_at_and_id_desc;

ALTER INDEX index_ci_runners_on_created_at_desc_and_id_desc ATTACH PARTITION index_instance_type_ci_runners_on_created_at_desc_and_id_desc;

ALTER INDEX index_ci_runners_on_created_at_and_id_where_inactive ATTACH PARTITION index_instance_type_ci_runners_on_created_at_id_where_inactive;

ALTER INDEX index_ci_runners_on_creator_id_where_creator_id_not_null ATTACH PARTITION index_instance_type_ci_runners_on_creator_id_where_not_null;

ALTER INDEX index_ci_runners_on_description_trigram ATTACH PARTITION index_instance_type_ci_runners_on_description_trigram;

ALTER INDEX index_ci_runners_on_locked ATTACH PARTITION index_instance_type_ci_runners_on_locked;

ALTER INDEX index_ci_runners_on_organization_id ATTACH PARTITION index_instance_type_ci_runners_on_organization_id;

ALTER INDEX index_ci_runners_on_token_expires_at_and_id_desc ATTACH PARTITION index_instance_type_ci_runners_on_token_expires_at_and_id_desc;

ALTER INDEX index_ci_runner_machines_on_contacted_at_desc_and_id_desc ATTACH PARTITION index_proj_type_ci_runner_machines_on_contacted_at_desc_id_desc;

ALTER INDEX index_ci_runner_machines_on_runner_id_and_type_and_system_xid ATTACH PARTITION index_proj_type_ci_runner_machines_on_runner_id_type_system_xid;

ALTER INDEX index_ci_runner_machines_on_created_at_and_id_desc ATTACH PARTITION index_project_type_ci_runner_machines_on_created_at_and_id_desc;

ALTER INDEX index_ci_runner_machines_on_executor_type ATTACH PARTITION index_project_type_ci_runner_machines_on_executor_type;

ALTER INDEX index_ci_runner_machines_on_ip_address ATTACH PARTITION index_project_type_ci_runner_machines_on_ip_address;

ALTER INDEX index_ci_runner_machines_on_major_version ATTACH PARTITION index_project_type_ci_runner_machines_on_major_version;

ALTER INDEX index_ci_runner_machines_on_minor_version ATTACH PARTITION index_project_type_ci_runner_machines_on_minor_version;

ALTER INDEX index_ci_runner_machines_on_organization_id ATTACH PARTITION index_project_type_ci_runner_machines_on_organization_id;

ALTER INDEX index_ci_runner_machines_on_patch_version ATTACH PARTITION index_project_type_ci_runner_machines_on_patch_version;

ALTER INDEX index_ci_runner_machines_on_version ATTACH PARTITION index_project_type_ci_runner_machines_on_version;

ALTER INDEX index_ci_runners_on_created_at_and_id_desc ATTACH PARTITION index_project_type_ci_runners_on_created_at_and_id_desc;

ALTER INDEX index_ci_runners_on_creator_id_where_creator_id_not_null ATTACH PARTITION index_project_type_ci_runners_on_creator_id_where_not_null;

ALTER INDEX index_ci_runners_on_description_trigram ATTACH PARTITION index_project_type_ci_runners_on_description_trigram;

ALTER INDEX index_ci_runners_on_locked ATTACH PARTITION index_project_type_ci_runners_on_locked;

ALTER INDEX index_ci_runners_on_organization_id ATTACH PARTITION index_project_type_ci_runners_on_organization_id;

ALTER INDEX ci_runner_machines_pkey ATTACH PARTITION instance_type_ci_runner_machines_pkey;

ALTER INDEX ci_runners_pkey ATTACH PARTITION instance_type_ci_runners_pkey;

ALTER INDEX ci_runner_machines_pkey ATTACH PARTITION project_type_ci_runner_machines_pkey;

ALTER INDEX ci_runners_pkey ATTACH PARTITION project_type_ci_runners_pkey;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_013c9f36ca FOREIGN KEY (due_date_sourcing_epic_id) REFERENCES epics(id) ON DELETE SET NULL;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_05f1e72feb FOREIGN KEY (author_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY merge_requests
    ADD CONSTRAINT fk_06067f5644 FOREIGN KEY (latest_merge_request_diff_id) REFERENCES merge_request_diffs(id) ON DELETE SET NULL;

ALTER TABLE ONLY merge_request_assignees
    ADD CONSTRAINT fk_088f01d08d FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY subscription_user_add_on_assignments
    ADD CONSTRAINT fk_0d89020c49 FOREIGN KEY (add_on_purchase_id) REFERENCES subscription_add_on_purchases(id) ON DELETE CASCADE;

ALTER TABLE ONLY ci_runner_namespaces
    ADD CONSTRAINT fk_14d16929fa FOREIGN KEY (runner_id) REFERENCES group_type_ci_runners(id) ON DELETE CASCADE;

ALTER TABLE ONLY protected_branch_push_access_levels
    ADD CONSTRAINT fk_15d2a7a4ae FOREIGN KEY (deploy_key_id) REFERENCES keys(id) ON DELETE CASCADE;

ALTER TABLE ONLY project_features
    ADD CONSTRAINT fk_18513d9b92 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_1fbed67632 FOREIGN KEY (start_date_sourcing_milestone_id) REFERENCES milestones(id) ON DELETE SET NULL;

ALTER TABLE ONLY namespace_settings
    ADD CONSTRAINT fk_20cf0eb2f9 FOREIGN KEY (default_compliance_framework_id) REFERENCES compliance_management_frameworks(id) ON DELETE SET NULL;

ALTER TABLE ONLY user_details
    ADD CONSTRAINT fk_27ac767d6a FOREIGN KEY (bot_namespace_id) REFERENCES namespaces(id) ON DELETE SET NULL;

ALTER TABLE ONLY notes
    ADD CONSTRAINT fk_2e82291620 FOREIGN KEY (review_id) REFERENCES reviews(id) ON DELETE SET NULL;

ALTER TABLE ONLY members
    ADD CONSTRAINT fk_2f85abf8f1 FOREIGN KEY (member_namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY namespaces
    ADD CONSTRAINT fk_319256d87a FOREIGN KEY (file_template_project_id) REFERENCES projects(id) ON DELETE SET NULL;

ALTER TABLE ONLY namespaces
    ADD CONSTRAINT fk_3448c97865 FOREIGN KEY (push_rule_id) REFERENCES push_rules(id) ON DELETE SET NULL;

ALTER TABLE ONLY namespaces
    ADD CONSTRAINT fk_34fceca87c FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_3654b61b03 FOREIGN KEY (author_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY sprints
    ADD CONSTRAINT fk_365d1db505 FOREIGN KEY (iterations_cadence_id) REFERENCES iterations_cadences(id) ON DELETE CASCADE;

ALTER TABLE ONLY protected_branch_merge_access_levels
    ADD CONSTRAINT fk_37ab3dd3ba FOREIGN KEY (protected_branch_project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY keys
    ADD CONSTRAINT fk_3a0e3d4776 FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_3b8c72ea56 FOREIGN KEY (sprint_id) REFERENCES sprints(id) ON DELETE SET NULL;

ALTER TABLE ONLY merge_request_reviewers
    ADD CONSTRAINT fk_3b8e02a846 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_3c1fd1cccc FOREIGN KEY (due_date_sourcing_milestone_id) REFERENCES milestones(id) ON DELETE SET NULL;

ALTER TABLE ONLY subscription_add_on_purchases
    ADD CONSTRAINT fk_410004d68b FOREIGN KEY (subscription_add_on_id) REFERENCES subscription_add_ons(id) ON DELETE CASCADE;

ALTER TABLE ONLY todos
    ADD CONSTRAINT fk_45054f9c45 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY issue_assignees
    ADD CONSTRAINT fk_4b97267a3e FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_preferences
    ADD CONSTRAINT fk_561e98d37c FOREIGN KEY (default_duo_add_on_assignment_id) REFERENCES subscription_user_add_on_assignments(id) ON DELETE SET NULL;

ALTER TABLE ONLY merge_request_diffs
    ADD CONSTRAINT fk_56ac6fc9c0 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY award_emoji
    ADD CONSTRAINT fk_5e03b44d0b FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY issue_assignees
    ADD CONSTRAINT fk_5e0c8d9154 FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY merge_requests
    ADD CONSTRAINT fk_6149611a04 FOREIGN KEY (assignee_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY user_preferences
    ADD CONSTRAINT fk_61f4fd80d1 FOREIGN KEY (duo_default_namespace_id) REFERENCES namespaces(id) ON DELETE SET NULL;

ALTER TABLE ONLY merge_requests
    ADD CONSTRAINT fk_641731faff FOREIGN KEY (updated_by_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY routes
    ADD CONSTRAINT fk_679ff8213d FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY merge_requests
    ADD CONSTRAINT fk_6a5165a692 FOREIGN KEY (milestone_id) REFERENCES milestones(id) ON DELETE SET NULL;

ALTER TABLE ONLY projects
    ADD CONSTRAINT fk_6ca23af0a3 FOREIGN KEY (project_namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY protected_branch_push_access_levels
    ADD CONSTRAINT fk_70dc11e706 FOREIGN KEY (protected_branch_namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY protected_branch_push_access_levels
    ADD CONSTRAINT fk_7111b68cdb FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY subscription_user_add_on_assignments
    ADD CONSTRAINT fk_724c2df9a8 FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_765e132668 FOREIGN KEY (work_item_parent_link_id) REFERENCES work_item_parent_links(id) ON DELETE SET NULL;

ALTER TABLE ONLY notes
    ADD CONSTRAINT fk_76db6d50c6 FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY todos
    ADD CONSTRAINT fk_78558e5d74 FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY protected_branches
    ADD CONSTRAINT fk_7a9c6d93e7 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY personal_access_tokens
    ADD CONSTRAINT fk_7cea2c7262 FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE SET NULL;

ALTER TABLE ONLY labels
    ADD CONSTRAINT fk_7de4989a69 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY namespaces
    ADD CONSTRAINT fk_7f813d8c90 FOREIGN KEY (parent_id) REFERENCES namespaces(id) ON DELETE RESTRICT NOT VALID;

ALTER TABLE ONLY sprints
    ADD CONSTRAINT fk_80aa8a1f95 FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY push_rules
    ADD CONSTRAINT fk_83b29894de FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY merge_request_diffs
    ADD CONSTRAINT fk_8483f3258f FOREIGN KEY (merge_request_id) REFERENCES merge_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_899c8f3231 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY protected_branch_merge_access_levels
    ADD CONSTRAINT fk_8a3072ccb3 FOREIGN KEY (protected_branch_id) REFERENCES protected_branches(id) ON DELETE CASCADE;

ALTER TABLE ONLY todos
    ADD CONSTRAINT fk_91d1f47b13 FOREIGN KEY (note_id) REFERENCES notes(id) ON DELETE CASCADE;

ALTER TABLE ONLY labels
    ADD CONSTRAINT fk_9227dc44c3 FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY milestones
    ADD CONSTRAINT fk_95650a40d4 FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_96b1dd429c FOREIGN KEY (milestone_id) REFERENCES milestones(id) ON DELETE SET NULL;

ALTER TABLE ONLY ci_runner_projects
    ADD CONSTRAINT fk_98f08fcaf7 FOREIGN KEY (runner_id) REFERENCES project_type_ci_runners(id) ON DELETE CASCADE;

ALTER TABLE ONLY protected_branch_merge_access_levels
    ADD CONSTRAINT fk_98f3d044fe FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY notes
    ADD CONSTRAINT fk_99e097b079 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY projects
    ADD CONSTRAINT fk_9aee26923d FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY milestones
    ADD CONSTRAINT fk_9bd0a0c791 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY work_item_parent_links
    ADD CONSTRAINT fk_9be5ef5f80 FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_9c4516d665 FOREIGN KEY (duplicated_to_id) REFERENCES issues(id) ON DELETE SET NULL;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_9d480c64b2 FOREIGN KEY (start_date_sourcing_epic_id) REFERENCES epics(id) ON DELETE SET NULL;

ALTER TABLE ONLY label_links
    ADD CONSTRAINT fk_9de5c65cb0 FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY protected_branch_push_access_levels
    ADD CONSTRAINT fk_9ffc86a3d9 FOREIGN KEY (protected_branch_id) REFERENCES protected_branches(id) ON DELETE CASCADE;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_a194299be1 FOREIGN KEY (moved_to_id) REFERENCES issues(id) ON DELETE SET NULL;

ALTER TABLE ONLY subscription_add_on_purchases
    ADD CONSTRAINT fk_a1db288990 FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY merge_requests
    ADD CONSTRAINT fk_a6963e8447 FOREIGN KEY (target_project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_aa5798e761 FOREIGN KEY (closed_by_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY merge_requests
    ADD CONSTRAINT fk_ad525e1f87 FOREIGN KEY (merge_user_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_b37be69be6 FOREIGN KEY (work_item_type_id) REFERENCES work_item_types(id);

ALTER TABLE ONLY compliance_management_frameworks
    ADD CONSTRAINT fk_b74c45b71f FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY issue_assignees
    ADD CONSTRAINT fk_b7d881734a FOREIGN KEY (issue_id) REFERENCES issues(id) ON DELETE CASCADE;

ALTER TABLE ONLY snippets
    ADD CONSTRAINT fk_be41fd4bb7 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_c63cbf6c25 FOREIGN KEY (closed_by_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_c78fbacd64 FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY personal_access_tokens
    ADD CONSTRAINT fk_c951fbf57e FOREIGN KEY (previous_personal_access_token_id) REFERENCES personal_access_tokens(id) ON DELETE SET NULL;

ALTER TABLE ONLY subscription_add_on_purchases
    ADD CONSTRAINT fk_caed789645 FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY todos
    ADD CONSTRAINT fk_ccf0373936 FOREIGN KEY (author_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY subscription_user_add_on_assignments
    ADD CONSTRAINT fk_d1074a6e16 FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY users
    ADD CONSTRAINT fk_d7b9ff90af FOREIGN KEY (organization_id) REFERENCES organizations(id);

ALTER TABLE ONLY todos
    ADD CONSTRAINT fk_d94154aa95 FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY label_links
    ADD CONSTRAINT fk_d97dd08678 FOREIGN KEY (label_id) REFERENCES labels(id) ON DELETE CASCADE;

ALTER TABLE ONLY personal_access_tokens
    ADD CONSTRAINT fk_da676c7ca5 FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_dccd3f98fc FOREIGN KEY (assignee_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY protected_branches
    ADD CONSTRAINT fk_de9216e774 FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_df75a7c8b8 FOREIGN KEY (promoted_to_epic_id) REFERENCES epics(id) ON DELETE SET NULL;

ALTER TABLE ONLY protected_branch_push_access_levels
    ADD CONSTRAINT fk_e23067f9e1 FOREIGN KEY (protected_branch_project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY merge_requests
    ADD CONSTRAINT fk_e719a85f8a FOREIGN KEY (author_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY award_emoji
    ADD CONSTRAINT fk_e766b8f650 FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY namespaces
    ADD CONSTRAINT fk_e7a0b20a6b FOREIGN KEY (custom_project_templates_group_id) REFERENCES namespaces(id) ON DELETE SET NULL;

ALTER TABLE ONLY events
    ADD CONSTRAINT fk_eea90e3209 FOREIGN KEY (personal_namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY notes
    ADD CONSTRAINT fk_eef74d5cc8 FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY emails
    ADD CONSTRAINT fk_emails_user_id FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_epics_issue_id_with_on_delete_cascade FOREIGN KEY (issue_id) REFERENCES issues(id) ON DELETE CASCADE;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_epics_on_parent_id_with_on_delete_nullify FOREIGN KEY (parent_id) REFERENCES epics(id) ON DELETE SET NULL;

ALTER TABLE ONLY epics
    ADD CONSTRAINT fk_f081aa4489 FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY protected_branch_merge_access_levels
    ADD CONSTRAINT fk_f5acff2bb8 FOREIGN KEY (protected_branch_namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY member_roles
    ADD CONSTRAINT fk_fc154c5d30 FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY issues
    ADD CONSTRAINT fk_ffed080f01 FOREIGN KEY (updated_by_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY members
    ADD CONSTRAINT fk_member_role_on_members FOREIGN KEY (member_role_id) REFERENCES member_roles(id) ON DELETE SET NULL;

ALTER TABLE ONLY personal_access_tokens
    ADD CONSTRAINT fk_personal_access_tokens_user_id FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY project_settings
    ADD CONSTRAINT fk_project_settings_push_rule_id FOREIGN KEY (push_rule_id) REFERENCES push_rules(id) ON DELETE SET NULL;

ALTER TABLE ONLY projects
    ADD CONSTRAINT fk_projects_namespace_id FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE RESTRICT;

ALTER TABLE ONLY protected_branch_merge_access_levels
    ADD CONSTRAINT fk_protected_branch_merge_access_levels_user_id FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY protected_branch_push_access_levels
    ADD CONSTRAINT fk_protected_branch_push_access_levels_user_id FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY events
    ADD CONSTRAINT fk_rails_0434b48643 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_details
    ADD CONSTRAINT fk_rails_12e0b3043d FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY work_item_parent_links
    ADD CONSTRAINT fk_rails_231dba8959 FOREIGN KEY (work_item_parent_id) REFERENCES issues(id) ON DELETE CASCADE;

ALTER TABLE ONLY reviews
    ADD CONSTRAINT fk_rails_29e6f859c4 FOREIGN KEY (author_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE ONLY virtual_registries_packages_maven_upstreams
    ADD CONSTRAINT fk_rails_3649ef6e9a FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY merge_request_reviewers
    ADD CONSTRAINT fk_rails_3704a66140 FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY namespace_settings
    ADD CONSTRAINT fk_rails_3896d4fae5 FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY virtual_registries_packages_maven_registry_upstreams
    ADD CONSTRAINT fk_rails_3dc6bd8333 FOREIGN KEY (upstream_id) REFERENCES virtual_registries_packages_maven_upstreams(id) ON DELETE CASCADE;

ALTER TABLE ONLY group_type_ci_runner_machines
    ADD CONSTRAINT fk_rails_3f92913d27 FOREIGN KEY (runner_id, runner_type) REFERENCES group_type_ci_runners(id, runner_type) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY instance_type_ci_runner_machines
    ADD CONSTRAINT fk_rails_3f92913d27 FOREIGN KEY (runner_id, runner_type) REFERENCES instance_type_ci_runners(id, runner_type) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY project_type_ci_runner_machines
    ADD CONSTRAINT fk_rails_3f92913d27 FOREIGN KEY (runner_id, runner_type) REFERENCES project_type_ci_runners(id, runner_type) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY merge_request_assignees
    ADD CONSTRAINT fk_rails_443443ce6f FOREIGN KEY (merge_request_id) REFERENCES merge_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY virtual_registries_packages_maven_registries
    ADD CONSTRAINT fk_rails_555e85e52c FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY merge_request_assignees
    ADD CONSTRAINT fk_rails_579d375628 FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY reviews
    ADD CONSTRAINT fk_rails_5ca11d8c31 FOREIGN KEY (merge_request_id) REFERENCES merge_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY work_item_parent_links
    ADD CONSTRAINT fk_rails_601d5bec3a FOREIGN KEY (work_item_id) REFERENCES issues(id) ON DELETE CASCADE;

ALTER TABLE ONLY events
    ADD CONSTRAINT fk_rails_61fbf6ca48 FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY reviews
    ADD CONSTRAINT fk_rails_64798be025 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY virtual_registries_packages_maven_registry_upstreams
    ADD CONSTRAINT fk_rails_838d054752 FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY ci_runner_taggings_group_type
    ADD CONSTRAINT fk_rails_84f15fe4c6 FOREIGN KEY (runner_id, runner_type) REFERENCES group_type_ci_runners(id, runner_type) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY ci_runner_taggings_instance_type
    ADD CONSTRAINT fk_rails_84f15fe4c6 FOREIGN KEY (runner_id, runner_type) REFERENCES instance_type_ci_runners(id, runner_type) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY ci_runner_taggings_project_type
    ADD CONSTRAINT fk_rails_84f15fe4c6 FOREIGN KEY (runner_id, runner_type) REFERENCES project_type_ci_runners(id, runner_type) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY virtual_registries_packages_maven_local_upstreams
    ADD CONSTRAINT fk_rails_a17f0510bd FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY todos
    ADD CONSTRAINT fk_rails_a27c483435 FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY user_preferences
    ADD CONSTRAINT fk_rails_a69bfcfd81 FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY virtual_registries_packages_maven_registry_upstreams
    ADD CONSTRAINT fk_rails_b8744c7031 FOREIGN KEY (local_upstream_id) REFERENCES virtual_registries_packages_maven_local_upstreams(id) ON DELETE CASCADE;

ALTER TABLE ONLY virtual_registries_packages_maven_registry_upstreams
    ADD CONSTRAINT fk_rails_b991fff0be FOREIGN KEY (registry_id) REFERENCES virtual_registries_packages_maven_registries(id) ON DELETE CASCADE;

ALTER TABLE ONLY labels
    ADD CONSTRAINT fk_rails_c1ac5161d8 FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY project_settings
    ADD CONSTRAINT fk_rails_c6df6e6328 FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY member_roles
    ADD CONSTRAINT fk_rails_cf0ee35814 FOREIGN KEY (namespace_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY merge_request_reviewers
    ADD CONSTRAINT fk_rails_d9fec24b9d FOREIGN KEY (merge_request_id) REFERENCES merge_requests(id) ON DELETE CASCADE;

ALTER TABLE ONLY label_priorities
    ADD CONSTRAINT fk_rails_e161058b0f FOREIGN KEY (label_id) REFERENCES labels(id) ON DELETE CASCADE;

ALTER TABLE virtual_registries_packages_maven_cache_remote_entries
    ADD CONSTRAINT fk_rails_eba99c81d3 FOREIGN KEY (group_id) REFERENCES namespaces(id);

ALTER TABLE ONLY iterations_cadences
    ADD CONSTRAINT fk_rails_ece400c55a FOREIGN KEY (group_id) REFERENCES namespaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY label_priorities
    ADD CONSTRAINT fk_rails_ef916d14fa FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE;

ALTER TABLE ONLY merge_requests
    ADD CONSTRAINT fk_source_project FOREIGN KEY (source_project_id) REFERENCES projects(id) ON DELETE SET NULL;


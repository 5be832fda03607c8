// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - KUnit tests of hook dispatch and combination rules
 *
 * The tests run the real glass_call_<hook>() functions on tables of fake
 * providers, then check the live table of the booted kernel.
 */

#include <kunit/test.h>
#include <linux/errno.h>
#include <linux/fs_parser.h>
#include <linux/string.h>

#include "common.h"
#include "combine.h"
#include "dispatch.h"
#include "mnt_opts.h"
#include "secctx.h"

#define FAKES 3

/* What each fake provider returns, and how often it ran. */
static int fake_ret[FAKES];
static int fake_calls[FAKES];

static void fake_reset(const int *ret)
{
	memcpy(fake_ret, ret, sizeof(fake_ret));
	memset(fake_calls, 0, sizeof(fake_calls));
}

static int fake_hit(int n)
{
	fake_calls[n]++;
	return fake_ret[n];
}

/*
 * The three fake providers of an int hook: fake<N>_<hook>() answers
 * fake_ret[N].  FAKE_HL(N, hook) is provider N's hook list entry.
 */
#define FAKE_HOOK(NAME, ...)						\
static int fake0_##NAME(__VA_ARGS__)					\
{									\
	return fake_hit(0);						\
}									\
static int fake1_##NAME(__VA_ARGS__)					\
{									\
	return fake_hit(1);						\
}									\
static int fake2_##NAME(__VA_ARGS__)					\
{									\
	return fake_hit(2);						\
}

#define FAKE_HL(N, NAME) LSM_HOOK_INIT(NAME, fake##N##_##NAME)

FAKE_HOOK(file_permission, struct file *file, int mask)
static struct security_hook_list fake_file_permission[FAKES] = {
	FAKE_HL(0, file_permission),
	FAKE_HL(1, file_permission),
	FAKE_HL(2, file_permission),
};

FAKE_HOOK(inode_setsecurity, struct inode *inode, const char *name,
	  const void *value, size_t size, int flags)
static struct security_hook_list fake_inode_setsecurity[FAKES] = {
	FAKE_HL(0, inode_setsecurity),
	FAKE_HL(1, inode_setsecurity),
	FAKE_HL(2, inode_setsecurity),
};

FAKE_HOOK(inode_getsecurity, struct mnt_idmap *idmap, struct inode *inode,
	  const char *name, void **buffer, bool alloc)
static struct security_hook_list fake_inode_getsecurity[FAKES] = {
	FAKE_HL(0, inode_getsecurity),
	FAKE_HL(1, inode_getsecurity),
	FAKE_HL(2, inode_getsecurity),
};

FAKE_HOOK(task_alloc, struct task_struct *task, glass_clone_flags_t clone_flags)
static struct security_hook_list fake_task_alloc[FAKES] = {
	FAKE_HL(0, task_alloc),
	FAKE_HL(1, task_alloc),
	FAKE_HL(2, task_alloc),
};

FAKE_HOOK(vm_enough_memory, struct mm_struct *mm, long pages)
static struct security_hook_list fake_vm_enough_memory[FAKES] = {
	FAKE_HL(0, vm_enough_memory),
	FAKE_HL(1, vm_enough_memory),
	FAKE_HL(2, vm_enough_memory),
};

FAKE_HOOK(task_prctl, int option, unsigned long arg2, unsigned long arg3,
	  unsigned long arg4, unsigned long arg5)
static struct security_hook_list fake_task_prctl[FAKES] = {
	FAKE_HL(0, task_prctl),
	FAKE_HL(1, task_prctl),
	FAKE_HL(2, task_prctl),
};

FAKE_HOOK(fs_context_parse_param, struct fs_context *fc,
	  struct fs_parameter *param)
static struct security_hook_list fake_fs_context_parse_param[FAKES] = {
	FAKE_HL(0, fs_context_parse_param),
	FAKE_HL(1, fs_context_parse_param),
	FAKE_HL(2, fs_context_parse_param),
};

FAKE_HOOK(inode_init_security, struct inode *inode, struct inode *dir,
	  const struct qstr *qstr, struct xattr *xattrs, int *xattr_count)
static struct security_hook_list fake_inode_init_security[FAKES] = {
	FAKE_HL(0, inode_init_security),
	FAKE_HL(1, inode_init_security),
	FAKE_HL(2, inode_init_security),
};

FAKE_HOOK(capable, const struct cred *cred, struct user_namespace *ns, int cap,
	  unsigned int opts)
static struct security_hook_list fake_capable[FAKES] = {
	FAKE_HL(0, capable),
	FAKE_HL(1, capable),
	FAKE_HL(2, capable),
};

FAKE_HOOK(settime, const struct timespec64 *ts, const struct timezone *tz)
static struct security_hook_list fake_settime[FAKES] = {
	FAKE_HL(0, settime),
	FAKE_HL(1, settime),
	FAKE_HL(2, settime),
};

static void fake_file_free_0(struct file *file)
{
	fake_calls[0]++;
}

static void fake_file_free_1(struct file *file)
{
	fake_calls[1]++;
}

static void fake_file_free_2(struct file *file)
{
	fake_calls[2]++;
}

static struct security_hook_list fake_file_free_security[FAKES] = {
	LSM_HOOK_INIT(file_free_security, fake_file_free_0),
	LSM_HOOK_INIT(file_free_security, fake_file_free_1),
	LSM_HOOK_INIT(file_free_security, fake_file_free_2),
};

/* A table whose providers of the fakes' hook are @n of them. */
static struct glass_hook_table *fake_table(struct kunit *test,
					   struct security_hook_list *fakes,
					   int n)
{
	struct glass_hook_table *t;
	int i;

	t = kunit_kzalloc(test, sizeof(*t), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, t);
	for (i = 0; i < n; i++) {
		struct glass_providers *p;

		p = glass_providers_of(t, fakes[i].scalls);
		KUNIT_ASSERT_NOT_NULL(test, p);
		KUNIT_ASSERT_EQ(test, glass_providers_add(p, &fakes[i], i), 0);
	}
	return t;
}

static void expect_calls(struct kunit *test, int c0, int c1, int c2)
{
	KUNIT_EXPECT_EQ(test, fake_calls[0], c0);
	KUNIT_EXPECT_EQ(test, fake_calls[1], c1);
	KUNIT_EXPECT_EQ(test, fake_calls[2], c2);
}

static void test_every_provider_runs_after_denial(struct kunit *test)
{
	struct glass_hook_table *t = fake_table(test, fake_file_permission, 3);

	fake_reset((int[]){ -EACCES, -EPERM, 0 });
	KUNIT_EXPECT_EQ(test, glass_call_file_permission(t, NULL, 0), -EACCES);
	expect_calls(test, 1, 1, 1);
}

static void test_first_denial_wins(struct kunit *test)
{
	struct glass_hook_table *t = fake_table(test, fake_file_permission, 3);

	fake_reset((int[]){ 0, -EPERM, -EACCES });
	KUNIT_EXPECT_EQ(test, glass_call_file_permission(t, NULL, 0), -EPERM);
	expect_calls(test, 1, 1, 1);

	fake_reset((int[]){ 0, 0, -ENOMEM });
	KUNIT_EXPECT_EQ(test, glass_call_file_permission(t, NULL, 0), -ENOMEM);
	expect_calls(test, 1, 1, 1);
}

static void test_all_allow(struct kunit *test)
{
	struct glass_hook_table *t = fake_table(test, fake_file_permission, 3);

	fake_reset((int[]){ 0, 0, 0 });
	KUNIT_EXPECT_EQ(test, glass_call_file_permission(t, NULL, 0), 0);
	expect_calls(test, 1, 1, 1);
}

static void test_no_provider_gives_default(struct kunit *test)
{
	struct glass_hook_table *t = fake_table(test, fake_file_permission, 0);

	fake_reset((int[]){ -EPERM, -EPERM, -EPERM });
	KUNIT_EXPECT_EQ(test, glass_call_file_permission(t, NULL, 0), 0);
	KUNIT_EXPECT_EQ(test,
			glass_call_inode_setsecurity(t, NULL, "x", NULL, 0, 0),
			-EOPNOTSUPP);
	expect_calls(test, 0, 0, 0);
}

/*
 * inode_setsecurity: the value goes to the module whose xattr it is,
 * alone; a name no module keeps labels in goes to none.
 */
static void test_setsecurity_goes_to_the_xattr_owner(struct kunit *test)
{
	struct glass_hook_table *t;
	int smack = -1, i;

	for (i = 0; i < FAKES && i < glass_nr_modules; i++)
		if (!strcmp(glass_modules[i].name, "smack"))
			smack = i;
	t = fake_table(test, fake_inode_setsecurity, 3);
	fake_reset((int[]){ -EINVAL, -EINVAL, -EINVAL });
	KUNIT_EXPECT_EQ(test,
			glass_call_inode_setsecurity(t, NULL, "x", NULL, 0, 0),
			-EOPNOTSUPP);
	expect_calls(test, 0, 0, 0);
	if (smack < 0)
		kunit_skip(test, "Smack is not one of the first modules");
	fake_ret[smack] = 0;
	KUNIT_EXPECT_EQ(test,
			glass_call_inode_setsecurity(t, NULL, "SMACK64IPIN",
						     NULL, 0, 0), 0);
	KUNIT_EXPECT_EQ(test, fake_calls[smack], 1);
	KUNIT_EXPECT_EQ(test, fake_calls[0] + fake_calls[1] + fake_calls[2], 1);
}

static void test_first_rule_stops_at_answer(struct kunit *test)
{
	struct glass_hook_table *t;

	t = fake_table(test, fake_inode_getsecurity, 3);
	fake_reset((int[]){ -EOPNOTSUPP, 7, 9 });
	KUNIT_EXPECT_EQ(test, glass_call_inode_getsecurity(t, NULL, NULL, "x",
							   NULL, false), 7);
	expect_calls(test, 1, 1, 0);

	fake_reset((int[]){ -EOPNOTSUPP, -EOPNOTSUPP, -EOPNOTSUPP });
	KUNIT_EXPECT_EQ(test, glass_call_inode_getsecurity(t, NULL, NULL, "x",
							   NULL, false),
			-EOPNOTSUPP);
	expect_calls(test, 1, 1, 1);
}

static void test_void_hook_calls_all(struct kunit *test)
{
	struct glass_hook_table *t;

	t = fake_table(test, fake_file_free_security, 3);
	fake_reset((int[]){ 0, 0, 0 });
	glass_call_file_free_security(t, NULL);
	expect_calls(test, 1, 1, 1);
}

/* An allocation failure in one module fails the hook; all still run. */
static void test_blob_hook_failure(struct kunit *test)
{
	struct glass_hook_table *t = fake_table(test, fake_task_alloc, 3);

	fake_reset((int[]){ 0, -ENOMEM, 0 });
	KUNIT_EXPECT_EQ(test, glass_call_task_alloc(t, NULL, 0), -ENOMEM);
	expect_calls(test, 1, 1, 1);
}

/*
 * vm_enough_memory as in 6.12: 0 keeps the admin reserve, a negative
 * answer (commoncap's -EPERM) takes it away, and the framework looks
 * only for a negative answer.
 */
static void test_vm_enough_memory(struct kunit *test)
{
	struct glass_hook_table *t = fake_table(test, fake_vm_enough_memory, 3);

	fake_reset((int[]){ 0, 0, 0 });
	KUNIT_EXPECT_EQ(test, glass_call_vm_enough_memory(t, NULL, 1), 0);
	fake_reset((int[]){ 0, -EPERM, 0 });
	KUNIT_EXPECT_EQ(test, glass_call_vm_enough_memory(t, NULL, 1), -EPERM);
	expect_calls(test, 1, 1, 1);
	fake_reset((int[]){ -EPERM, 0, -ENOMEM });
	KUNIT_EXPECT_EQ(test, glass_call_vm_enough_memory(t, NULL, 1), -EPERM);
	expect_calls(test, 1, 1, 1);
	/* Positive answers (the pre-4.x "may use the reserve") keep it. */
	fake_reset((int[]){ 1, 0, 1 });
	KUNIT_EXPECT_EQ(test, glass_call_vm_enough_memory(t, NULL, 1), 0);
}

static void test_task_prctl(struct kunit *test)
{
	struct glass_hook_table *t = fake_table(test, fake_task_prctl, 3);
	const int none = glass_default_task_prctl;	/* not my option */

	fake_reset((int[]){ none, none, none });
	KUNIT_EXPECT_EQ(test, glass_call_task_prctl(t, 0, 0, 0, 0, 0), none);
	fake_reset((int[]){ none, 0, none });
	KUNIT_EXPECT_EQ(test, glass_call_task_prctl(t, 0, 0, 0, 0, 0), 0);
	fake_reset((int[]){ 0, -EPERM, 1 });
	KUNIT_EXPECT_EQ(test, glass_call_task_prctl(t, 0, 0, 0, 0, 0), -EPERM);
	expect_calls(test, 1, 1, 1);
}

static void test_fs_context_parse_param(struct kunit *test)
{
	struct glass_hook_table *t;
	struct fs_context *fc;

	fc = kunit_kzalloc(test, sizeof(*fc), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, fc);
	t = fake_table(test, fake_fs_context_parse_param, 3);
	fake_reset((int[]){ -ENOPARAM, -ENOPARAM, -ENOPARAM });
	KUNIT_EXPECT_EQ(test, glass_call_fs_context_parse_param(t, fc, NULL),
			-ENOPARAM);
	fake_reset((int[]){ -ENOPARAM, 0, -ENOPARAM });
	KUNIT_EXPECT_EQ(test, glass_call_fs_context_parse_param(t, fc, NULL),
			0);
	fake_reset((int[]){ 0, -EINVAL, 0 });
	KUNIT_EXPECT_EQ(test, glass_call_fs_context_parse_param(t, fc, NULL),
			-EINVAL);
	expect_calls(test, 1, 1, 1);
	/* No module kept options: no set either. */
	KUNIT_EXPECT_NULL(test, fc->security);
}

/*
 * Two modules keeping mount options in fc->security: each must only ever
 * see its own (a marker), and be asked to free only its own.
 */
static int mark[2];
static int mark_frees[2];

static int mark_parse(struct fs_context *fc, int n)
{
	if (fc->security && fc->security != &mark[n])
		return -EBADF;
	fc->security = &mark[n];
	return 0;
}

static int mark_parse_0(struct fs_context *fc, struct fs_parameter *param)
{
	return mark_parse(fc, 0);
}

static int mark_parse_1(struct fs_context *fc, struct fs_parameter *param)
{
	return mark_parse(fc, 1);
}

static int mark_dup(struct fs_context *fc, struct fs_context *src, int n)
{
	if (fc->security || (src->security && src->security != &mark[n]))
		return -EBADF;
	fc->security = src->security;
	return 0;
}

static int mark_dup_0(struct fs_context *fc, struct fs_context *src)
{
	return mark_dup(fc, src, 0);
}

static int mark_dup_1(struct fs_context *fc, struct fs_context *src)
{
	return mark_dup(fc, src, 1);
}

static void mark_free(void *mnt_opts, int n)
{
	if (mnt_opts == &mark[n])
		mark_frees[n]++;
	else
		mark_frees[n] = -100;
}

static void mark_free_0(void *mnt_opts)
{
	mark_free(mnt_opts, 0);
}

static void mark_free_1(void *mnt_opts)
{
	mark_free(mnt_opts, 1);
}

static int mark_set(struct super_block *sb, void *mnt_opts, int n)
{
	return mnt_opts == &mark[n] ? 0 : -EBADF;
}

static int mark_set_0(struct super_block *sb, void *mnt_opts,
		      unsigned long kern_flags, unsigned long *set_kern_flags)
{
	return mark_set(sb, mnt_opts, 0);
}

static int mark_set_1(struct super_block *sb, void *mnt_opts,
		      unsigned long kern_flags, unsigned long *set_kern_flags)
{
	return mark_set(sb, mnt_opts, 1);
}

static struct security_hook_list mark_hooks[] = {
	LSM_HOOK_INIT(fs_context_parse_param, mark_parse_0),
	LSM_HOOK_INIT(fs_context_parse_param, mark_parse_1),
	LSM_HOOK_INIT(fs_context_dup, mark_dup_0),
	LSM_HOOK_INIT(fs_context_dup, mark_dup_1),
	LSM_HOOK_INIT(sb_free_mnt_opts, mark_free_0),
	LSM_HOOK_INIT(sb_free_mnt_opts, mark_free_1),
	LSM_HOOK_INIT(sb_set_mnt_opts, mark_set_0),
	LSM_HOOK_INIT(sb_set_mnt_opts, mark_set_1),
};

static void test_mount_options_per_module(struct kunit *test)
{
	struct glass_hook_table *t;
	struct fs_context *fc, *copy;
	unsigned int i;

	t = kunit_kzalloc(test, sizeof(*t), GFP_KERNEL);
	fc = kunit_kzalloc(test, sizeof(*fc), GFP_KERNEL);
	copy = kunit_kzalloc(test, sizeof(*copy), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, t);
	KUNIT_ASSERT_NOT_NULL(test, fc);
	KUNIT_ASSERT_NOT_NULL(test, copy);
	/* The two modules are at positions 1 and 3 of the stack. */
	for (i = 0; i < ARRAY_SIZE(mark_hooks); i++) {
		struct glass_providers *p;

		p = glass_providers_of(t, mark_hooks[i].scalls);
		KUNIT_ASSERT_NOT_NULL(test, p);
		KUNIT_ASSERT_EQ(test, glass_providers_add(p, &mark_hooks[i],
							  1 + 2 * (i % 2)), 0);
	}
	memset(mark_frees, 0, sizeof(mark_frees));

	/* Each parameter reaches each module with its own options. */
	KUNIT_EXPECT_EQ(test, glass_call_fs_context_parse_param(t, fc, NULL), 0);
	KUNIT_EXPECT_EQ(test, glass_call_fs_context_parse_param(t, fc, NULL), 0);
	KUNIT_ASSERT_NOT_NULL(test, fc->security);
	KUNIT_EXPECT_PTR_NE(test, fc->security, (void *)&mark[0]);
	KUNIT_EXPECT_PTR_NE(test, fc->security, (void *)&mark[1]);
	KUNIT_EXPECT_EQ(test, glass_call_sb_set_mnt_opts(t, NULL, fc->security,
							 0, NULL), 0);

	/* A copy holds the same options, in a set of its own. */
	KUNIT_EXPECT_EQ(test, glass_call_fs_context_dup(t, copy, fc), 0);
	KUNIT_ASSERT_NOT_NULL(test, copy->security);
	KUNIT_EXPECT_PTR_NE(test, copy->security, fc->security);
	KUNIT_EXPECT_EQ(test, glass_call_sb_set_mnt_opts(t, NULL,
							 copy->security, 0,
							 NULL), 0);

	/* Each module frees its own, once per set. */
	glass_call_sb_free_mnt_opts(t, copy->security);
	glass_call_sb_free_mnt_opts(t, fc->security);
	KUNIT_EXPECT_EQ(test, mark_frees[0], 2);
	KUNIT_EXPECT_EQ(test, mark_frees[1], 2);
}

static void test_inode_init_security(struct kunit *test)
{
	struct glass_hook_table *t;
	int count = 0;

	t = fake_table(test, fake_inode_init_security, 3);
	fake_reset((int[]){ -EOPNOTSUPP, -EOPNOTSUPP, -EOPNOTSUPP });
	KUNIT_EXPECT_EQ(test, glass_call_inode_init_security(t, NULL, NULL,
							     NULL, NULL,
							     &count),
			-EOPNOTSUPP);
	fake_reset((int[]){ -EOPNOTSUPP, 0, -EOPNOTSUPP });
	KUNIT_EXPECT_EQ(test, glass_call_inode_init_security(t, NULL, NULL,
							     NULL, NULL,
							     &count), 0);
	fake_reset((int[]){ 0, -ENOMEM, -EPERM });
	KUNIT_EXPECT_EQ(test, glass_call_inode_init_security(t, NULL, NULL,
							     NULL, NULL,
							     &count), -ENOMEM);
	expect_calls(test, 1, 1, 1);
}

/* commoncap answers only the hooks no composed module provides. */
static void test_commoncap_fallback(struct kunit *test)
{
	struct glass_hook_table *t = fake_table(test, fake_capable, 1);
	struct glass_hook_table *cap;

	cap = fake_table(test, &fake_capable[2], 1);
	KUNIT_ASSERT_EQ(test, glass_providers_add(&cap->settime,
						  &fake_settime[2], 2), 0);
	glass_table_fallback(t, cap);

	KUNIT_EXPECT_EQ(test, t->capable.nr, 1);
	KUNIT_EXPECT_PTR_EQ(test, t->capable.hl[0], &fake_capable[0]);
	KUNIT_EXPECT_EQ(test, t->settime.nr, 1);
	KUNIT_EXPECT_PTR_EQ(test, t->settime.hl[0], &fake_settime[2]);

	fake_reset((int[]){ -EPERM, -EPERM, -EACCES });
	KUNIT_EXPECT_EQ(test, glass_call_capable(t, NULL, NULL, 0, 0), -EPERM);
	KUNIT_EXPECT_EQ(test, glass_call_settime(t, NULL, NULL), -EACCES);
	expect_calls(test, 1, 0, 1);
}

static void test_providers_full(struct kunit *test)
{
	struct glass_providers *p = kunit_kzalloc(test, sizeof(*p),
						   GFP_KERNEL);
	int i;

	KUNIT_ASSERT_NOT_NULL(test, p);
	for (i = 0; i < GLASS_MAX_MODULES; i++) {
		struct security_hook_list *hl = &fake_file_permission[0];

		KUNIT_EXPECT_EQ(test, glass_providers_add(p, hl, i), 0);
	}
	KUNIT_EXPECT_EQ(test, glass_providers_add(p, &fake_file_permission[0], 0),
			-ENOSPC);
	KUNIT_EXPECT_EQ(test, p->nr, GLASS_MAX_MODULES);
}

static void test_providers_of_unknown_hook(struct kunit *test)
{
	struct glass_hook_table *t = fake_table(test, fake_file_permission, 0);
	struct security_hook_list *hl = &fake_file_permission[1];

	KUNIT_EXPECT_PTR_EQ(test, glass_providers_of(t, hl->scalls),
			    &t->file_permission);
	KUNIT_EXPECT_NULL(test, glass_providers_of(t, NULL));
}

/*
 * The booted kernel: every hook's providers are either composed modules
 * only, or commoncap alone.
 */
static void test_live_commoncap_only_alone(struct kunit *test)
{
	const struct glass_providers *all = (const void *)&glass_table;
	size_t i, n = sizeof(glass_table) / sizeof(*all);
	unsigned int j, cap_hooks = 0;

	for (i = 0; i < n; i++) {
		for (j = 0; j < all[i].nr; j++) {
			const struct lsm_id *id = all[i].hl[j]->lsmid;

			if (id->id != LSM_ID_CAPABILITY)
				continue;
			cap_hooks++;
			KUNIT_EXPECT_EQ_MSG(test, all[i].nr, 1,
					    "commoncap shares hook %zu", i);
		}
	}
	KUNIT_EXPECT_GT(test, cap_hooks, 0);
}

static void test_live_stack(struct kunit *test)
{
	const struct glass_module *cap = &glass_modules[glass_nr_modules - 1];
	unsigned int s;

	KUNIT_ASSERT_GT(test, glass_nr_modules, 0);
	KUNIT_EXPECT_STREQ(test, cap->name, "capability");
	for (s = 0; s < glass_nr_modules; s++) {
		KUNIT_EXPECT_NOT_NULL(test, glass_modules[s].lsmid);
		KUNIT_EXPECT_GT(test, glass_modules[s].nr_hooks, 0);
	}
}

/*
 * The booted kernel: the hooks whose secids and contexts are Glass's own
 * reach no module outside the stack, which would read a Glass secid as
 * its own or free a context Glass made.  The BPF LSM is the exception:
 * its default programs return the hooks' defaults, so Glass, called
 * first, answers.
 */
#define OWNED(NAME) { #NAME, static_calls_table.NAME }
static void test_live_owned_hooks(struct kunit *test)
{
	static const struct {
		const char *name;
		const struct lsm_static_call *scalls;
	} owned[] = {
		OWNED(secid_to_secctx), OWNED(secctx_to_secid),
		OWNED(release_secctx), OWNED(inode_getsecctx),
		OWNED(socket_getpeersec_stream),
		OWNED(socket_getpeersec_dgram),
		OWNED(cred_getsecid), OWNED(kernel_act_as),
#if !GLASS_LINUX_7_3
		/* 7.3: struct lsm_prop, with a member for each module. */
		OWNED(current_getsecid_subj), OWNED(task_getsecid_obj),
		OWNED(inode_getsecid), OWNED(ipc_getsecid),
#endif
#ifdef CONFIG_AUDIT
		OWNED(audit_rule_init), OWNED(audit_rule_match),
		OWNED(audit_rule_free),
#endif
	};
	unsigned int i, j;

	for (i = 0; i < ARRAY_SIZE(owned); i++) {
		for (j = 0; j < MAX_LSM_COUNT; j++) {
			const struct lsm_static_call *sc = &owned[i].scalls[j];
			const struct lsm_id *id;

			if (!sc->hl || !static_key_enabled(&sc->active->key))
				continue;
			id = sc->hl->lsmid;
			KUNIT_EXPECT_TRUE_MSG(test, id == &glass_lsmid ||
					      !strcmp(id->name, "bpf"),
					      "%s also reaches %s", owned[i].name,
					      id->name);
		}
	}
}

/*
 * The booted kernel: hooks whose rule is the framework's own have their
 * providers in the hook's static calls, in stack order and side by side,
 * so that call_int_hook() goes on with exactly the composed modules after
 * a refusal.  file_open and task_kill are called through call_int_hook(),
 * file_set_fowner through call_void_hook(); vm_enough_memory has one
 * provider, commoncap, in every stack Glass builds.  Providers that do
 * not fit in the static calls go through Glass's function instead.
 */
#define DIRECT(NAME) { #NAME, static_calls_table.NAME }
static void test_live_direct_providers(struct kunit *test)
{
	static const struct {
		const char *name;
		const struct lsm_static_call *scalls;
	} direct[] = {
		DIRECT(file_open), DIRECT(task_kill), DIRECT(file_set_fowner),
		DIRECT(vm_enough_memory),
	};
	unsigned int i, j;

	for (i = 0; i < ARRAY_SIZE(direct); i++) {
		const struct lsm_static_call *sc = direct[i].scalls;
		const struct glass_providers *p;
		unsigned int first = MAX_LSM_COUNT, n = 0;

		p = glass_providers_of(&glass_table, sc);
		KUNIT_ASSERT_NOT_NULL(test, p);
		if (p->nr > glass_static_call_room) {
			kunit_info(test, "%s: %u providers, room for %u",
				   direct[i].name, p->nr,
				   glass_static_call_room);
			continue;
		}
		for (j = 0; j < MAX_LSM_COUNT; j++) {
			if (!sc[j].hl || !static_key_enabled(&sc[j].active->key) ||
			    !glass_composes_call(&sc[j]))
				continue;
			KUNIT_EXPECT_PTR_NE_MSG(test, sc[j].hl->lsmid,
						&glass_lsmid, "%s goes through Glass",
						direct[i].name);
			if (first == MAX_LSM_COUNT)
				first = j;
			KUNIT_EXPECT_EQ_MSG(test, j, first + n,
					    "%s: providers apart", direct[i].name);
			KUNIT_EXPECT_LT(test, n, p->nr);
			if (n < p->nr)
				KUNIT_EXPECT_PTR_EQ_MSG(test, sc[j].hl, p->hl[n],
							"%s: provider %u",
							direct[i].name, n);
			n++;
		}
		KUNIT_EXPECT_EQ_MSG(test, n, p->nr, "%s", direct[i].name);
	}
}

/*
 * The booted kernel: Glass takes no static call of its own, one more in
 * every hook that would cost each call a nop and a jump.  The static
 * calls it may take for a hook are those of the modules it claims, at
 * least commoncap's, so that its function or its step fits beside the
 * modules it does not compose.
 */
static void test_live_no_static_call_of_its_own(struct kunit *test)
{
	KUNIT_EXPECT_GE(test, glass_static_call_room, 1);
	KUNIT_EXPECT_LE(test, glass_static_call_room, glass_claimed_built);
}

/*
 * The booted kernel: a hook with a step of Glass's own (task_alloc sets
 * up Glass's part of the task, the exec hooks the display) has the step
 * first in its static calls, then the providers; unless they do not fit
 * (6.12 does not count the test module in MAX_LSM_COUNT), then Glass's
 * function alone.
 */
static void test_live_step_first(struct kunit *test)
{
	static const struct {
		const char *name;
		const struct lsm_static_call *scalls;
	} stepped[] = {
		DIRECT(task_alloc), DIRECT(bprm_creds_for_exec),
		DIRECT(bprm_committing_creds),
	};
	unsigned int i, j;

	for (i = 0; i < ARRAY_SIZE(stepped); i++) {
		const struct lsm_static_call *sc = stepped[i].scalls;
		const struct glass_providers *p;
		unsigned int n = 0;
		bool fits;

		p = glass_providers_of(&glass_table, sc);
		KUNIT_ASSERT_NOT_NULL(test, p);
		fits = p->nr + 1 <= glass_static_call_room;
		for (j = 0; j < MAX_LSM_COUNT; j++) {
			if (!sc[j].hl || !static_key_enabled(&sc[j].active->key) ||
			    !glass_composes_call(&sc[j]))
				continue;
			if (!n++) {
				KUNIT_EXPECT_PTR_EQ_MSG(test, sc[j].hl->lsmid,
							&glass_lsmid,
							"%s: no step first",
							stepped[i].name);
				continue;
			}
			if (n - 2 < p->nr)
				KUNIT_EXPECT_PTR_EQ_MSG(test, sc[j].hl,
							p->hl[n - 2],
							"%s: provider %u",
							stepped[i].name, n - 2);
		}
		KUNIT_EXPECT_EQ_MSG(test, n, fits ? p->nr + 1 : 1, "%s",
				    stepped[i].name);
	}
}

static struct kunit_case glass_dispatch_cases[] = {
	KUNIT_CASE(test_every_provider_runs_after_denial),
	KUNIT_CASE(test_first_denial_wins),
	KUNIT_CASE(test_all_allow),
	KUNIT_CASE(test_no_provider_gives_default),
	KUNIT_CASE(test_setsecurity_goes_to_the_xattr_owner),
	KUNIT_CASE(test_first_rule_stops_at_answer),
	KUNIT_CASE(test_void_hook_calls_all),
	KUNIT_CASE(test_blob_hook_failure),
	KUNIT_CASE(test_vm_enough_memory),
	KUNIT_CASE(test_task_prctl),
	KUNIT_CASE(test_fs_context_parse_param),
	KUNIT_CASE(test_mount_options_per_module),
	KUNIT_CASE(test_inode_init_security),
	KUNIT_CASE(test_commoncap_fallback),
	KUNIT_CASE(test_providers_full),
	KUNIT_CASE(test_providers_of_unknown_hook),
	KUNIT_CASE(test_live_commoncap_only_alone),
	KUNIT_CASE(test_live_stack),
	KUNIT_CASE(test_live_owned_hooks),
	KUNIT_CASE(test_live_direct_providers),
	KUNIT_CASE(test_live_no_static_call_of_its_own),
	KUNIT_CASE(test_live_step_first),
	{}
};

static struct kunit_suite glass_dispatch_suite = {
	.name = "glass_dispatch",
	.test_cases = glass_dispatch_cases,
};

kunit_test_suite(glass_dispatch_suite);

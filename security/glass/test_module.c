// SPDX-License-Identifier: GPL-2.0-only
/*
 * glasstest - a small module for testing Glass, and an example of its API
 *
 * glasstest is composed by Glass like Smack or AppArmor, but only when
 * glass.stack= names it.  It counts how often each of its hooks is called
 * and refuses a hook for the tasks a rule names.  Its securityfs files,
 * in /sys/kernel/security/glasstest/:
 *
 *   counts  one line per hook: "<hook> <calls> <hits>"; calls counts every
 *           call, hits the calls by a task that hook's rule names
 *   refuse  write "<hook> <errno> pid <pid>" or "<hook> <errno> label <L>"
 *           to set the hook's rule (errno 0: count hits, refuse nothing),
 *           "<hook> off" to drop it, "clear" to drop every rule; reading
 *           lists the rules as "<hook> <errno> pid|label <who>"
 *   label   the calling task's label: write to set it, read to see it;
 *           children inherit it
 *
 * A task's label is also its subject secid (current_getsecid_subj): one
 * secid per label ever set, never freed, as Smack's.  Any task may set
 * its own label, so an unprivileged task can make new label combinations
 * with it: what the secid table's shares are tested with (glass_share).
 *
 * A write that cannot be parsed fails with -EINVAL and changes nothing.
 *
 * The task label lives in a self-managed task blob slot: the module
 * declares lbs_task as GLASS_BLOB_SELF, allocates its part in task_alloc,
 * stores it with glass_blob_slot() and frees it in task_free.  init_task
 * has no part; tasks without one have the empty label.
 *
 * glasstest has no LSM id (LSM_ID_UNDEF): it is not listed in
 * /sys/kernel/security/lsm or by lsm_list_modules(2).  Its settime hook
 * is the only provider of that hook besides commoncap, so while it is
 * composed cap_settime() does not run: that is what the test of
 * commoncap's fallback looks for.  It shares ptrace_access_check with
 * commoncap and so calls cap_ptrace_access_check() itself, first.
 */

#define pr_fmt(fmt) "glasstest: " fmt

#include <linux/binfmts.h>
#include <linux/cred.h>
#include <linux/ctype.h>
#include <linux/glass.h>
#include <linux/hashtable.h>
#include <linux/ipc.h>
#include <linux/lsm_hooks.h>
#include <linux/net.h>
#include <linux/security.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <linux/stringhash.h>
#include <uapi/linux/lsm.h>

#define GT_LABEL_LEN	16

/* The hooks glasstest counts and can refuse, in their order in "counts". */
enum gt_hook {
	GT_inode_permission,
	GT_inode_setxattr,
	GT_file_open,
	GT_bprm_creds_for_exec,
	GT_bprm_check_security,
	GT_sb_mount,
	GT_task_kill,
	GT_ptrace_access_check,
	GT_socket_bind,
	GT_socket_connect,
	GT_unix_stream_connect,
	GT_ipc_permission,
	GT_key_alloc,
	GT_settime,
	GT_NR_HOOKS
};

static const char *const gt_hook_names[GT_NR_HOOKS] = {
	[GT_inode_permission] = "inode_permission",
	[GT_inode_setxattr] = "inode_setxattr",
	[GT_file_open] = "file_open",
	[GT_bprm_creds_for_exec] = "bprm_creds_for_exec",
	[GT_bprm_check_security] = "bprm_check_security",
	[GT_sb_mount] = "sb_mount",
	[GT_task_kill] = "task_kill",
	[GT_ptrace_access_check] = "ptrace_access_check",
	[GT_socket_bind] = "socket_bind",
	[GT_socket_connect] = "socket_connect",
	[GT_unix_stream_connect] = "unix_stream_connect",
	[GT_ipc_permission] = "ipc_permission",
	[GT_key_alloc] = "key_alloc",
	[GT_settime] = "settime",
};

/* The task blob part: the task's label, and its secid (0 for none). */
struct gt_task {
	char label[GT_LABEL_LEN];
	u32 secid;
};

/* Every label ever set, with its secid. */
struct gt_secid {
	struct hlist_node node;
	u32 secid;
	char label[GT_LABEL_LEN];
};

static DEFINE_HASHTABLE(gt_secids, 10);
static DEFINE_SPINLOCK(gt_secid_lock);	/* guards gt_secids, gt_nr_secids */
static u32 gt_nr_secids;

/* A hook's rule: the task it names and the errno it refuses with. */
struct gt_rule {
	bool set;
	int err;
	pid_t pid;			/* 0: match by label */
	char label[GT_LABEL_LEN];
};

static struct gt_rule gt_rules[GT_NR_HOOKS];
static DEFINE_SPINLOCK(gt_lock);	/* guards gt_rules */
static atomic_long_t gt_calls[GT_NR_HOOKS];
static atomic_long_t gt_hits[GT_NR_HOOKS];

static int gt_enabled = 1;	/* cleared by Glass when not composed */

static struct lsm_blob_sizes gt_blob_sizes __ro_after_init = {
	.lbs_task = GLASS_BLOB_SELF,
};

static const struct lsm_id gt_lsmid = {
	.name = "glasstest",
	.id = LSM_ID_UNDEF,
};

static struct gt_task *gt_task(const struct task_struct *task)
{
	return glass_blob(task->security, gt_blob_sizes.lbs_task);
}

static bool gt_rule_matches(const struct gt_rule *r)
{
	const struct gt_task *t = gt_task(current);

	if (!r->set)
		return false;
	if (r->pid)
		return r->pid == task_tgid_nr(current);
	return t && !strcmp(r->label, t->label);
}

/* Count a call of @hook; return the rule's errno if it names current. */
static int gt_check(enum gt_hook hook)
{
	unsigned long flags;
	bool hit;
	int err;

	atomic_long_inc(&gt_calls[hook]);
	spin_lock_irqsave(&gt_lock, flags);
	hit = gt_rule_matches(&gt_rules[hook]);
	err = gt_rules[hook].err;
	spin_unlock_irqrestore(&gt_lock, flags);
	if (!hit)
		return 0;
	atomic_long_inc(&gt_hits[hook]);
	if (err)
		pr_info("refused %s to pid %d: errno %d\n", gt_hook_names[hook],
			task_tgid_nr(current), err);
	return -err;
}

/* The blob: allocate in task_alloc, store with glass_blob_slot(), free. */
#if GLASS_LINUX_7_3
static int gt_task_alloc(struct task_struct *task, u64 clone_flags)
#else
static int gt_task_alloc(struct task_struct *task, unsigned long clone_flags)
#endif
{
	const struct gt_task *parent = gt_task(current);
	struct gt_task *t = kzalloc(sizeof(*t), GFP_KERNEL);

	if (!t)
		return -ENOMEM;
	if (parent) {
		strscpy(t->label, parent->label);
		t->secid = parent->secid;
	}
	*glass_blob_slot(task->security, gt_blob_sizes.lbs_task) = t;
	return 0;
}

static void gt_task_free(struct task_struct *task)
{
	void **slot = glass_blob_slot(task->security, gt_blob_sizes.lbs_task);

	kfree(*slot);
	*slot = NULL;
}

static int gt_inode_permission(struct inode *inode, int mask)
{
	return gt_check(GT_inode_permission);
}

static int gt_inode_setxattr(struct mnt_idmap *idmap, struct dentry *dentry,
			     const char *name, const void *value, size_t size,
			     int flags)
{
	return gt_check(GT_inode_setxattr);
}

static int gt_file_open(struct file *file)
{
	return gt_check(GT_file_open);
}

static int gt_bprm_creds_for_exec(struct linux_binprm *bprm)
{
	return gt_check(GT_bprm_creds_for_exec);
}

static int gt_bprm_check_security(struct linux_binprm *bprm)
{
	return gt_check(GT_bprm_check_security);
}

static int gt_sb_mount(const char *dev_name, const struct path *path,
		       const char *type, unsigned long flags, void *data)
{
	return gt_check(GT_sb_mount);
}

static int gt_task_kill(struct task_struct *p, struct kernel_siginfo *info,
			int sig, const struct cred *cred)
{
	return gt_check(GT_task_kill);
}

/* commoncap provides this hook too, and runs only where nobody else does. */
static int gt_ptrace_access_check(struct task_struct *child,
				  unsigned int mode)
{
	int rc = cap_ptrace_access_check(child, mode);
	int err = gt_check(GT_ptrace_access_check);

	return rc ?: err;
}

static int gt_socket_bind(struct socket *sock, struct sockaddr *address,
			  int addrlen)
{
	return gt_check(GT_socket_bind);
}

static int gt_socket_connect(struct socket *sock, struct sockaddr *address,
			     int addrlen)
{
	return gt_check(GT_socket_connect);
}

static int gt_unix_stream_connect(struct sock *sock, struct sock *other,
				  struct sock *newsk)
{
	return gt_check(GT_unix_stream_connect);
}

static int gt_ipc_permission(struct kern_ipc_perm *ipcp, short flag)
{
	return gt_check(GT_ipc_permission);
}

static int gt_key_alloc(struct key *key, const struct cred *cred,
			unsigned long flags)
{
	return gt_check(GT_key_alloc);
}

static int gt_settime(const struct timespec64 *ts, const struct timezone *tz)
{
	return gt_check(GT_settime);
}

#if !GLASS_LINUX_7_3
static void gt_current_getsecid_subj(u32 *secid)
{
	const struct gt_task *t = gt_task(current);

	*secid = t ? t->secid : 0;
}
#endif

static struct security_hook_list gt_hooks[] __ro_after_init = {
	LSM_HOOK_INIT(task_alloc, gt_task_alloc),
	LSM_HOOK_INIT(task_free, gt_task_free),
	LSM_HOOK_INIT(inode_permission, gt_inode_permission),
	LSM_HOOK_INIT(inode_setxattr, gt_inode_setxattr),
	LSM_HOOK_INIT(file_open, gt_file_open),
	LSM_HOOK_INIT(bprm_creds_for_exec, gt_bprm_creds_for_exec),
	LSM_HOOK_INIT(bprm_check_security, gt_bprm_check_security),
	LSM_HOOK_INIT(sb_mount, gt_sb_mount),
	LSM_HOOK_INIT(task_kill, gt_task_kill),
	LSM_HOOK_INIT(ptrace_access_check, gt_ptrace_access_check),
	LSM_HOOK_INIT(socket_bind, gt_socket_bind),
	LSM_HOOK_INIT(socket_connect, gt_socket_connect),
	LSM_HOOK_INIT(unix_stream_connect, gt_unix_stream_connect),
	LSM_HOOK_INIT(ipc_permission, gt_ipc_permission),
	LSM_HOOK_INIT(key_alloc, gt_key_alloc),
	LSM_HOOK_INIT(settime, gt_settime),
#if !GLASS_LINUX_7_3
	/*
	 * 7.3 has no such hook: a subject label is a struct lsm_prop, with
	 * a member for each module that has one and none for a test module.
	 */
	LSM_HOOK_INIT(current_getsecid_subj, gt_current_getsecid_subj),
#endif
};

static int __init gt_init(void)
{
	security_add_hooks(gt_hooks, ARRAY_SIZE(gt_hooks), &gt_lsmid);
	pr_info("counting %d hooks\n", GT_NR_HOOKS);
	return 0;
}

DEFINE_LSM(glasstest) = {
#if GLASS_LINUX_7_3
	.id = &gt_lsmid,
#else
	.name = "glasstest",
#endif
	.enabled = &gt_enabled,
	.init = gt_init,
	.blobs = &gt_blob_sizes,
};

/* securityfs */

static bool gt_label_valid(const char *s)
{
	if (!*s || strlen(s) >= GT_LABEL_LEN)
		return false;
	for (; *s; s++)
		if (!isalnum(*s) && *s != '_' && *s != '-')
			return false;
	return true;
}

/* Copy a short write from user space, without its trailing newline. */
static char *gt_user_string(const char __user *buf, size_t count)
{
	char *s;

	if (count == 0 || count >= 64)
		return ERR_PTR(-EINVAL);
	s = memdup_user_nul(buf, count);
	if (!IS_ERR(s))
		strim(s);
	return s;
}

static int gt_counts_show(struct seq_file *m, void *v)
{
	int h;

	for (h = 0; h < GT_NR_HOOKS; h++)
		seq_printf(m, "%s %ld %ld\n", gt_hook_names[h],
			   atomic_long_read(&gt_calls[h]),
			   atomic_long_read(&gt_hits[h]));
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(gt_counts);

static int gt_refuse_show(struct seq_file *m, void *v)
{
	struct gt_rule rules[GT_NR_HOOKS];
	int h;

	spin_lock_irq(&gt_lock);
	memcpy(rules, gt_rules, sizeof(rules));
	spin_unlock_irq(&gt_lock);
	for (h = 0; h < GT_NR_HOOKS; h++) {
		if (!rules[h].set)
			continue;
		if (rules[h].pid)
			seq_printf(m, "%s %d pid %d\n", gt_hook_names[h],
				   rules[h].err, rules[h].pid);
		else
			seq_printf(m, "%s %d label %s\n", gt_hook_names[h],
				   rules[h].err, rules[h].label);
	}
	return 0;
}

static int gt_refuse_open(struct inode *inode, struct file *file)
{
	return single_open(file, gt_refuse_show, NULL);
}

/* "<hook> <errno> pid <pid>", "<hook> <errno> label <L>", "<hook> off". */
static int gt_parse_rule(char *s, int *hook, struct gt_rule *rule)
{
	char *name = strsep(&s, " "), *err = strsep(&s, " ");
	char *kind = strsep(&s, " "), *who = s;

	*hook = name ? match_string(gt_hook_names, GT_NR_HOOKS, name) : -1;
	if (*hook < 0 || !err)
		return -EINVAL;
	memset(rule, 0, sizeof(*rule));
	if (!strcmp(err, "off"))
		return kind ? -EINVAL : 0;
	if (kstrtoint(err, 10, &rule->err) || rule->err < 0 ||
	    rule->err > MAX_ERRNO || !kind || !who)
		return -EINVAL;
	rule->set = true;
	if (!strcmp(kind, "pid"))
		return kstrtoint(who, 10, &rule->pid) || rule->pid <= 0 ?
		       -EINVAL : 0;
	if (!strcmp(kind, "label") && gt_label_valid(who)) {
		strscpy(rule->label, who);
		return 0;
	}
	return -EINVAL;
}

static ssize_t gt_refuse_write(struct file *file, const char __user *buf,
			       size_t count, loff_t *ppos)
{
	struct gt_rule rule;
	char *s = gt_user_string(buf, count);
	int hook, rc = 0;

	if (IS_ERR(s))
		return PTR_ERR(s);
	if (!strcmp(s, "clear")) {
		spin_lock_irq(&gt_lock);
		memset(gt_rules, 0, sizeof(gt_rules));
		spin_unlock_irq(&gt_lock);
	} else {
		rc = gt_parse_rule(s, &hook, &rule);
		if (!rc) {
			spin_lock_irq(&gt_lock);
			gt_rules[hook] = rule;
			spin_unlock_irq(&gt_lock);
		}
	}
	kfree(s);
	return rc ?: count;
}

static const struct file_operations gt_refuse_fops = {
	.open = gt_refuse_open,
	.read = seq_read,
	.llseek = seq_lseek,
	.release = single_release,
	.write = gt_refuse_write,
};

static ssize_t gt_label_read(struct file *file, char __user *buf,
			     size_t count, loff_t *ppos)
{
	const struct gt_task *t = gt_task(current);
	const char *label = t ? t->label : "";

	return simple_read_from_buffer(buf, count, ppos, label,
				       strlen(label));
}

/* The secid of @label, made if new; 0 or -ENOMEM. */
static int gt_secid_of(const char *label, u32 *secid)
{
	u32 hash = full_name_hash(NULL, label, strlen(label));
	struct gt_secid *s, *new = kzalloc(sizeof(*new), GFP_KERNEL);

	if (!new)
		return -ENOMEM;
	spin_lock(&gt_secid_lock);
	hash_for_each_possible(gt_secids, s, node, hash) {
		if (!strcmp(s->label, label)) {
			*secid = s->secid;
			goto out;
		}
	}
	strscpy(new->label, label);
	new->secid = ++gt_nr_secids;
	hash_add(gt_secids, &new->node, hash);
	*secid = new->secid;
	new = NULL;
out:
	spin_unlock(&gt_secid_lock);
	kfree(new);
	return 0;
}

static ssize_t gt_label_write(struct file *file, const char __user *buf,
			      size_t count, loff_t *ppos)
{
	struct gt_task *t = gt_task(current);
	char *s = gt_user_string(buf, count);
	u32 secid = 0;
	int rc = 0;

	if (IS_ERR(s))
		return PTR_ERR(s);
	if (!t || !gt_label_valid(s))
		rc = -EINVAL;
	else
		rc = gt_secid_of(s, &secid);
	if (!rc) {
		/* Only current writes its label. */
		strscpy(t->label, s);
		t->secid = secid;
	}
	kfree(s);
	return rc ?: count;
}

static const struct file_operations gt_label_fops = {
	.read = gt_label_read,
	.write = gt_label_write,
	.llseek = generic_file_llseek,
};

static int __init gt_securityfs_init(void)
{
	struct dentry *dir;

	if (!gt_enabled)
		return 0;
	dir = securityfs_create_dir("glasstest", NULL);
	if (IS_ERR(dir))
		return PTR_ERR(dir);
	securityfs_create_file("counts", 0444, dir, NULL, &gt_counts_fops);
	securityfs_create_file("refuse", 0600, dir, NULL, &gt_refuse_fops);
	securityfs_create_file("label", 0666, dir, NULL, &gt_label_fops);
	return 0;
}
fs_initcall(gt_securityfs_init);

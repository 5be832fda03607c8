// SPDX-License-Identifier: GPL-2.0-only
/*
 * icalls: a QEMU TCG plugin for `make bench` that counts the indirect
 * branches the guest kernel executes, so that the report can put them next
 * to the instruction counts (an indirect call costs the same instruction
 * count as a direct one, but a retpoline or an IBT check on a real CPU).
 *
 * Counted, in kernel text only:
 *   call    call *REG / call *MEM (FF /2), or a direct call into a
 *           retpoline thunk (__x86_indirect_*thunk_*: the compiler's form
 *           of an indirect call when retpolines are built in)
 *   jump    jmp *REG / jmp *MEM (FF /4), or a direct jump into a thunk: an
 *           indirect tail call, or a switch's jump table
 * Branches inside the thunks themselves are not counted again.
 *
 * Each time the guest executes the instruction at mark= (a function of the
 * benchmark, called before and after each timed loop), the plugin appends
 * "mark N CALLS JUMPS" (running totals) to out=.
 *
 * With profile=FILE, it also counts the kernel's translation blocks and
 * writes, at each mark, "MARK VADDR INSNS COUNT" for every block executed
 * since the previous mark: bench/profile.py turns that into instructions
 * per kernel function, to see where two kernels differ.
 *
 * Arguments: mark=ADDR (hex), out=FILE, map=System.map (for the thunks),
 * profile=FILE (optional).
 *
 * The plugin is built against QEMU's plugin API version 1 (QEMU 7.2, which
 * Debian 12 ships without the header): the few declarations it uses follow.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t qemu_plugin_id_t;
struct qemu_info_t;
struct qemu_plugin_tb;
struct qemu_plugin_insn;
enum qemu_plugin_cb_flags { QEMU_PLUGIN_CB_NO_REGS };
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };
typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id,
					       struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu, void *userdata);
typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void *userdata);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id,
					   qemu_plugin_vcpu_tb_trans_cb_t cb);
void qemu_plugin_register_vcpu_insn_exec_cb(struct qemu_plugin_insn *insn,
					    qemu_plugin_vcpu_udata_cb_t cb,
					    enum qemu_plugin_cb_flags flags,
					    void *userdata);
void qemu_plugin_register_vcpu_insn_exec_inline(struct qemu_plugin_insn *insn,
						enum qemu_plugin_op op,
						void *ptr, uint64_t imm);
void qemu_plugin_register_vcpu_tb_exec_inline(struct qemu_plugin_tb *tb,
					      enum qemu_plugin_op op,
					      void *ptr, uint64_t imm);
uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id,
				    qemu_plugin_udata_cb_t cb, void *userdata);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *tb,
						 size_t idx);
const void *qemu_plugin_insn_data(const struct qemu_plugin_insn *insn);
size_t qemu_plugin_insn_size(const struct qemu_plugin_insn *insn);
uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn *insn);

__attribute__((visibility("default"))) int qemu_plugin_version = 1;

#define KERNEL_START 0xffff800000000000ULL
#define MAX_THUNKS 256

/*
 * Under -icount the vCPUs run one at a time on one host thread, so plain
 * counters are exact.
 */
static uint64_t calls, jumps, marks;
static uint64_t mark_addr;
static uint64_t thunk[MAX_THUNKS];
static int nr_thunks;
static uint64_t thunk_lo = UINT64_MAX, thunk_hi;
static FILE *out;

/* profile=: one counter per translated kernel block. */
struct block {
	uint64_t vaddr, insns, count, seen;
};

static FILE *profile;
static struct block **blocks;
static size_t nr_blocks, max_blocks;

static void profile_block(struct qemu_plugin_tb *tb)
{
	struct block *b;

	if (nr_blocks == max_blocks) {
		max_blocks = max_blocks ? 2 * max_blocks : 65536;
		blocks = realloc(blocks, max_blocks * sizeof(*blocks));
		if (!blocks)
			abort();
	}
	b = calloc(1, sizeof(*b));
	if (!b)
		abort();
	b->vaddr = qemu_plugin_tb_vaddr(tb);
	b->insns = qemu_plugin_tb_n_insns(tb);
	blocks[nr_blocks++] = b;
	qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &b->count, 1);
}

static void profile_window(void)
{
	size_t i;

	for (i = 0; i < nr_blocks; i++) {
		struct block *b = blocks[i];

		if (b->count == b->seen)
			continue;
		fprintf(profile, "%" PRIu64 " %" PRIx64 " %" PRIu64 " %" PRIu64 "\n",
			marks, b->vaddr, b->insns, b->count - b->seen);
		b->seen = b->count;
	}
}

static bool is_thunk(uint64_t addr)
{
	int i;

	if (addr < thunk_lo || addr > thunk_hi)
		return false;
	for (i = 0; i < nr_thunks; i++)
		if (thunk[i] == addr)
			return true;
	return false;
}

/* The retpoline thunks of the guest kernel, from its System.map. */
static int read_thunks(const char *map)
{
	char line[512], type, name[400];
	unsigned long long addr;
	FILE *f = fopen(map, "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%llx %c %399s", &addr, &type, name) != 3)
			continue;
		if (strncmp(name, "__x86_indirect_", 15) || !strstr(name, "thunk"))
			continue;
		if (nr_thunks == MAX_THUNKS)
			break;
		thunk[nr_thunks++] = addr;
		if (addr < thunk_lo)
			thunk_lo = addr;
		if (addr > thunk_hi)
			thunk_hi = addr;
	}
	fclose(f);
	return 0;
}

/* Inside the thunk array: the thunks' own branches. */
static bool in_thunks(uint64_t addr)
{
	return nr_thunks && addr >= thunk_lo && addr < thunk_hi + 64;
}

static void on_mark(unsigned int vcpu, void *userdata)
{
	(void)vcpu;
	(void)userdata;
	if (profile)
		profile_window();
	fprintf(out, "mark %" PRIu64 " %" PRIu64 " %" PRIu64 "\n", marks++, calls, jumps);
	fflush(out);
}

static bool is_prefix(uint8_t b)
{
	static const uint8_t prefixes[] = {
		0x66, 0x67, 0xf2, 0xf3, 0x2e, 0x3e, 0x26, 0x36, 0x64, 0x65, 0xf0,
	};
	size_t i;

	for (i = 0; i < sizeof(prefixes); i++)
		if (b == prefixes[i])
			return true;
	return false;
}

/* The counter an instruction adds to, or NULL. */
static uint64_t *classify(const uint8_t *p, size_t len, uint64_t vaddr)
{
	size_t i = 0;
	int32_t rel;

	/* Legacy prefixes, then REX. */
	while (i < len && is_prefix(p[i]))
		i++;
	if (i < len && (p[i] & 0xf0) == 0x40)
		i++;
	if (i + 1 < len && p[i] == 0xff) {
		switch ((p[i + 1] >> 3) & 7) {
		case 2:
			return in_thunks(vaddr) ? NULL : &calls;
		case 4:
			return in_thunks(vaddr) ? NULL : &jumps;
		}
		return NULL;
	}
	if (i + 5 == len && (p[i] == 0xe8 || p[i] == 0xe9)) {
		memcpy(&rel, p + i + 1, sizeof(rel));
		if (is_thunk(vaddr + len + (int64_t)rel))
			return p[i] == 0xe8 ? &calls : &jumps;
	}
	return NULL;
}

static void tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
	size_t i, n = qemu_plugin_tb_n_insns(tb);

	(void)id;
	if (profile && qemu_plugin_tb_vaddr(tb) >= KERNEL_START)
		profile_block(tb);
	for (i = 0; i < n; i++) {
		struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
		uint64_t vaddr = qemu_plugin_insn_vaddr(insn);
		uint64_t *counter;

		if (vaddr == mark_addr) {
			qemu_plugin_register_vcpu_insn_exec_cb(insn, on_mark,
							       QEMU_PLUGIN_CB_NO_REGS, NULL);
			continue;
		}
		if (vaddr < KERNEL_START)
			continue;
		counter = classify(qemu_plugin_insn_data(insn),
				   qemu_plugin_insn_size(insn), vaddr);
		if (counter)
			qemu_plugin_register_vcpu_insn_exec_inline(insn,
								   QEMU_PLUGIN_INLINE_ADD_U64,
								   counter, 1);
	}
}

static void at_exit(qemu_plugin_id_t id, void *userdata)
{
	(void)id;
	(void)userdata;
	fprintf(out, "end %" PRIu64 " %" PRIu64 " %" PRIu64 " thunks %d\n",
		marks, calls, jumps, nr_thunks);
	fclose(out);
	if (profile)
		fclose(profile);
}

__attribute__((visibility("default")))
int qemu_plugin_install(qemu_plugin_id_t id, const struct qemu_info_t *info,
			int argc, char **argv)
{
	const char *path = NULL, *map = NULL, *prof = NULL;
	int i;

	(void)info;
	for (i = 0; i < argc; i++) {
		if (!strncmp(argv[i], "mark=", 5))
			mark_addr = strtoull(argv[i] + 5, NULL, 16);
		else if (!strncmp(argv[i], "out=", 4))
			path = argv[i] + 4;
		else if (!strncmp(argv[i], "map=", 4))
			map = argv[i] + 4;
		else if (!strncmp(argv[i], "profile=", 8))
			prof = argv[i] + 8;
		else {
			fprintf(stderr, "icalls: unknown argument %s\n", argv[i]);
			return -1;
		}
	}
	if (!mark_addr || !path || !map) {
		fprintf(stderr, "icalls: mark=, out= and map= are needed\n");
		return -1;
	}
	if (read_thunks(map)) {
		fprintf(stderr, "icalls: cannot read %s\n", map);
		return -1;
	}
	out = fopen(path, "w");
	if (!out) {
		fprintf(stderr, "icalls: cannot write %s\n", path);
		return -1;
	}
	if (prof) {
		profile = fopen(prof, "w");
		if (!profile) {
			fprintf(stderr, "icalls: cannot write %s\n", prof);
			return -1;
		}
	}
	qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans);
	qemu_plugin_register_atexit_cb(id, at_exit, NULL);
	return 0;
}

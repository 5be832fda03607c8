// SPDX-License-Identifier: GPL-2.0
/*
 * UDP traffic for the network-label checks of make check-distro.
 *
 *   glass-udp recv PORT SECONDS [SMACK-LABEL]
 *	Take SMACK-LABEL (if given), bind 0.0.0.0:PORT, print the first
 *	datagram received and exit 0, or exit 1 after SECONDS.
 *   glass-udp inject TUN SRC DST PORT TEXT
 *	Write one IPv4 UDP datagram SRC -> DST:PORT carrying TEXT into the
 *	existing tun device TUN: it arrives as traffic from outside, with no
 *	local sender and so no label from a local socket.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <netinet/in.h>
#include <netinet/ip.h>
#include <netinet/udp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

static int die(const char *what)
{
	fprintf(stderr, "glass-udp: %s: %s\n", what, strerror(errno));
	return 1;
}

static unsigned short ip_checksum(const void *data, size_t len)
{
	const unsigned short *p = data;
	unsigned long sum = 0;

	for (; len > 1; len -= 2)
		sum += *p++;
	if (len)
		sum += *(const unsigned char *)p;
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return ~sum;
}

static int recv_one(int argc, char **argv)
{
	struct timeval tv = { .tv_sec = atoi(argv[3]) };
	struct sockaddr_in sin = { .sin_family = AF_INET };
	char buf[512];
	ssize_t n;
	int fd;

	if (argc > 4) {
		fd = open("/proc/self/attr/smack/current", O_WRONLY);
		if (fd < 0 || write(fd, argv[4], strlen(argv[4])) < 0)
			return die("set the Smack label");
		close(fd);
	}
	fd = socket(AF_INET, SOCK_DGRAM, 0);
	sin.sin_port = htons(atoi(argv[2]));
	if (fd < 0 || bind(fd, (struct sockaddr *)&sin, sizeof(sin)))
		return die("bind");
	if (setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv)))
		return die("SO_RCVTIMEO");
	n = recv(fd, buf, sizeof(buf) - 1, 0);
	if (n < 0)
		return die("recv");
	buf[n] = '\0';
	printf("received: %s\n", buf);
	return 0;
}

static int inject(char **argv)
{
	struct {
		struct iphdr ip;
		struct udphdr udp;
		char text[256];
	} __attribute__((packed)) pkt = { 0 };
	struct ifreq ifr = { .ifr_flags = IFF_TUN | IFF_NO_PI };
	size_t len = strlen(argv[6]);
	int fd;

	if (len > sizeof(pkt.text))
		len = sizeof(pkt.text);
	fd = open("/dev/net/tun", O_RDWR);
	if (fd < 0)
		return die("/dev/net/tun");
	snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "%s", argv[2]);
	if (ioctl(fd, TUNSETIFF, &ifr))
		return die("TUNSETIFF");
	pkt.ip.version = 4;
	pkt.ip.ihl = 5;
	pkt.ip.ttl = 64;
	pkt.ip.protocol = IPPROTO_UDP;
	pkt.ip.tot_len = htons(sizeof(pkt.ip) + sizeof(pkt.udp) + len);
	if (inet_pton(AF_INET, argv[3], &pkt.ip.saddr) != 1 ||
	    inet_pton(AF_INET, argv[4], &pkt.ip.daddr) != 1) {
		fprintf(stderr, "glass-udp: bad address\n");
		return 1;
	}
	pkt.ip.check = ip_checksum(&pkt.ip, sizeof(pkt.ip));
	pkt.udp.source = htons(40000);
	pkt.udp.dest = htons(atoi(argv[5]));
	pkt.udp.len = htons(sizeof(pkt.udp) + len);
	/* A zero UDP checksum: none, valid for IPv4. */
	memcpy(pkt.text, argv[6], len);
	if (write(fd, &pkt, sizeof(pkt.ip) + sizeof(pkt.udp) + len) < 0)
		return die("write to the tun device");
	/* Attached until the stack has taken the datagram in. */
	usleep(300000);
	close(fd);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc >= 4 && !strcmp(argv[1], "recv"))
		return recv_one(argc, argv);
	if (argc == 7 && !strcmp(argv[1], "inject"))
		return inject(argv);
	fprintf(stderr, "usage: glass-udp recv PORT SECONDS [SMACK-LABEL]\n"
			"       glass-udp inject TUN SRC DST PORT TEXT\n");
	return 2;
}
